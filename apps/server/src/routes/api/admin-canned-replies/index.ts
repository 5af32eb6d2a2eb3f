import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { authorOf } from '../../../auth/author-of';
import { requireRevision, sendEtag } from '../../../lib/if-match';
import { currentUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/**
 * 'Respostas prontas' maintained by admins (group 1702) under /api/admin, read by agents. A change
 * or a deletion carries If-Match (the reply's ETag, `"<id>.<revisao>"`): 412 stale, 428 missing.
 */
export default async function adminCannedReplyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(routes.adminCannedReplyList.path, contractRoute(routes.adminCannedReplyList), async () => app.cannedReplies.list());

  app.post(routes.adminCannedReplyCreate.path, contractRoute(routes.adminCannedReplyCreate), async (request, reply) => {
    const created = await app.cannedReplies.create(request.body, authorOf(currentUser(request)));
    sendEtag(reply, created);
    return reply.status(201).send(created);
  });

  app.put(routes.adminCannedReplyUpdate.path, contractRoute(routes.adminCannedReplyUpdate), async (request, reply) => {
    const { id } = request.params;
    const expected = requireRevision(request, id);
    const por = authorOf(currentUser(request));
    const updated = await app.cannedReplies.update(id, request.body, { por, expected });
    // 'Salvar a minha por cima': the admin saw the other version and chose theirs over it.
    if (request.body.sobrescrever) request.log.info({ respostaPronta: id, por, revisao: updated.revisao }, 'resposta pronta sobrescrita de propósito');
    sendEtag(reply, updated);
    return updated;
  });

  app.delete(routes.adminCannedReplyDelete.path, contractRoute(routes.adminCannedReplyDelete), async (request, reply) => {
    const { id } = request.params;
    await app.cannedReplies.remove(id, requireRevision(request, id));
    return reply.status(204).send(null);
  });
}
