import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, Obj } from '../../schemas';

/** The caller's IP as this server sees it: no third-party lookup learns who uses the help desk. */
export default async function ipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/ip',
    { schema: { tags: ['ip'], summary: 'IP do cliente', response: { 200: Obj({ ip: Type.String() }), ...authErrors } } },
    async (request) => ({ ip: request.ip }),
  );
}
