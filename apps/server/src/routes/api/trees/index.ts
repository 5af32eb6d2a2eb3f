import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { contractRoute } from '../../contract-route';

/** The trees users walk. The list is public (the service panel's search needs no login). */
export default async function treeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const list = contractRoute(routes.treeList);
  app.get(
    routes.treeList.path,
    // Served from memory: cheaper than counting the request, so not rate-limited.
    { ...list, config: { ...list.config, rateLimit: false } },
    async (request, reply) => {
      // Served as pre-serialised bytes: this is the hottest route of the portal.
      const json = await app.treeCache.json(request.query.busca);
      // The string is already JSON of the declared shape: Fastify sends strings as they are.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(routes.tree.path, contractRoute(routes.tree), async (request) => app.trees.launched(request.params.nome));
}
