import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** Liveness probe for load balancers and the e2e tests. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
