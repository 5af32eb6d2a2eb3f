import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { contractRoute } from '../../contract-route';

/** The caller's IP as this server sees it: no third-party lookup learns who uses the help desk. */
export default async function ipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(routes.clientIp.path, contractRoute(routes.clientIp), async (request) => ({ ip: request.ip }));
}
