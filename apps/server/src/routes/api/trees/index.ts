import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { contractRoute } from '../../contract-route';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** The trees users walk. The list is public (the service panel's search needs no login). */
export default async function treeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const list = contractRoute(routes.treeList);
  app.get(
    routes.treeList.path,
    // Served from memory: cheaper than counting the request, so not rate-limited.
    { ...list, config: { ...list.config, rateLimit: false } },
    (request, reply) => {
      // Served as pre-serialised bytes: this is the hottest route of the portal. The unfiltered
      // list, when in memory, is sent without a promise in the way.
      const busca = request.query.busca;
      const ready = busca ? undefined : app.treeCache.peek();
      // The string is already JSON of the declared shape: Fastify sends strings as they are.
      if (ready !== undefined) {
        reply.type(JSON_UTF8).send(ready as never);
        return;
      }
      return app.treeCache.json(busca).then((json) => {
        reply.type(JSON_UTF8).send(json as never);
      });
    },
  );

  app.get(routes.tree.path, contractRoute(routes.tree), async (request) => app.trees.launched(request.params.nome));
}
