import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, Obj } from '../../schemas';
import { PublicTree, TreeSummaryList } from './schemas';

/** The trees users walk. The list is public (the home page search needs no login). */
export default async function treeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['árvores'];

  app.get(
    '/arvores',
    {
      // Served from memory: cheaper than counting the request, so not rate-limited.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags,
        summary: 'Árvores lançadas, na ordem do painel de serviços',
        querystring: Obj({ busca: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: TreeSummaryList, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // Served as pre-serialised bytes: this is the hottest route of the portal.
      const json = await app.treeCache.json(request.query.busca);
      // The string is already JSON of the declared shape: Fastify sends strings as they are.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/arvores/:nome',
    {
      schema: {
        tags,
        summary: 'Uma árvore lançada, completa',
        params: Obj({ nome: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: PublicTree, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => app.trees.launched(request.params.nome),
  );
}
