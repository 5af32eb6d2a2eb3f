import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { contractRoute } from '../../contract-route';

/** Data-hub lists (dynamic select options) and maps (lookups during assignments). */
export default async function datahubRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(routes.dataHubList.path, contractRoute(routes.dataHubList), async (request) => app.datahub.list(request.params.key));
  app.get(routes.dataHubMap.path, contractRoute(routes.dataHubMap), async (request) =>
    app.datahub.lookup(request.params.mapa, request.query.chave),
  );
}
