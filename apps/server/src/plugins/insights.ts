import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { resolveSecret } from '../auth/keys';
import { AttendanceIds } from '../insights/attendance-ids';
import { InsightService } from '../insights/insight-service';

declare module 'fastify' {
  interface FastifyInstance {
    insights: InsightService;
  }
}

/** How often abandoned walks are counted and old attendance rows deleted (the stats page sweeps too). */
const SWEEP_EVERY_MS = 60 * 60_000;

async function insights(app: FastifyInstance, opts: { config: Config }) {
  const service = new InsightService(app.db, new AttendanceIds(resolveSecret(opts.config)));
  app.decorate('insights', service);
  const timer = setInterval(() => {
    service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'insights sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(insights, { name: 'insights', dependencies: ['database'] });
