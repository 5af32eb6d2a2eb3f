import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { contractRoute } from '../../contract-route';

/** FAQ items read by tutorials with `fonte: otrs` (the portal reads the first item). */
export default async function faqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(routes.faq.path, contractRoute(routes.faq), async (request) => app.faq.item(request.params.id));
}
