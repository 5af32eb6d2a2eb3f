import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/** Unseen counts (the '{n} novos' badges) and marking an article seen. */
export default async function visualizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(routes.unseenCount.path, contractRoute(routes.unseenCount), async (request) => {
    const user = ticketUser(request, request.query.idUsuario);
    return { data: await app.tickets.unseenCount(user.id, request.query.estado ?? 'aberto') };
  });

  app.post(routes.articleSeen.path, contractRoute(routes.articleSeen), async (request) => {
    const user = ticketUser(request, request.query.idUsuario);
    const ok = await app.tickets.markSeen(user.id, request.body.ticketId, request.body.articleId);
    if (!ok) throw notFound(messages.articleNotFound);
    return { ok };
  });
}
