import type { FastifyInstance } from 'fastify';
import { routes } from '@chamados/api-contract';
import { contractRoute } from './contract-route';

/** Liveness probe for load balancers and the e2e tests. */
export default async function healthRoutes(app: FastifyInstance) {
  const route = contractRoute(routes.health, { hide: true });
  app.get(routes.health.path, { ...route, config: { ...route.config, rateLimit: false } }, async () => ({ status: 'ok' as const }));
}
