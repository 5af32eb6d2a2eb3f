import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { contractRoute } from '../../contract-route';

/** 'Respostas prontas' maintained by admins (group 1702) under /api/admin, read by agents. */
export default async function adminCannedReplyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(routes.adminCannedReplyList.path, contractRoute(routes.adminCannedReplyList), async () => app.cannedReplies.list());

  app.post(routes.adminCannedReplyCreate.path, contractRoute(routes.adminCannedReplyCreate), async (request, reply) => {
    return reply.status(201).send(await app.cannedReplies.create(request.body));
  });

  app.put(routes.adminCannedReplyUpdate.path, contractRoute(routes.adminCannedReplyUpdate), async (request) => {
    const updated = await app.cannedReplies.update(request.params.id, request.body);
    if (!updated) throw notFound(messages.cannedReplyNotFound);
    return updated;
  });

  app.delete(routes.adminCannedReplyDelete.path, contractRoute(routes.adminCannedReplyDelete), async (request, reply) => {
    if (!(await app.cannedReplies.remove(request.params.id))) throw notFound(messages.cannedReplyNotFound);
    return reply.status(204).send(null);
  });
}
