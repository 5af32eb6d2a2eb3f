import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { currentUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/**
 * E-mail to students: their 'Receber avisos por e-mail' (each user their own, by the token's
 * identifier), and for admins how the outbox is going (counts and the latest failures).
 */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(routes.mailPreference.path, contractRoute(routes.mailPreference), async (request) => ({
    avisosPorEmail: await app.mail.preferences.get(currentUser(request).id),
    emailAtivo: app.mail.enabled,
  }));

  app.put(routes.mailPreferenceUpdate.path, contractRoute(routes.mailPreferenceUpdate), async (request) => ({
    avisosPorEmail: await app.mail.preferences.set(currentUser(request).id, request.body.avisosPorEmail),
    emailAtivo: app.mail.enabled,
  }));

  app.get(routes.adminMailStatus.path, contractRoute(routes.adminMailStatus), async () => {
    const status = await app.mail.outbox.status();
    return {
      ativo: app.mail.enabled,
      ...status,
      falhas: status.falhas.map((f) => ({ ...f, ultimoErro: f.ultimoErro ?? '', proximaTentativa: f.proximaTentativa.toISOString(), criado: f.criado.toISOString() })),
    };
  });
}
