import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { resolveSecret } from '../auth/keys';
import { AttendanceIds } from '../insights/attendance-ids';
import { InsightService } from '../insights/insight-service';
import { StartMarks } from '../insights/start-marks';
import { WalkReplay } from '../walks/walk-replay';

declare module 'fastify' {
  interface FastifyInstance {
    insights: InsightService;
    /** Replays a walk to create its ticket (the version it started on, from its signed attendance id). */
    walks: WalkReplay;
  }
}

/** How often abandoned walks are counted and old attendance rows deleted (the stats page sweeps too). */
const SWEEP_EVERY_MS = 60 * 60_000;

async function insights(app: FastifyInstance, opts: { config: Config }) {
  const secret = resolveSecret(opts.config);
  const ids = new AttendanceIds(secret);
  const versions = app.versionTrees;
  const service = new InsightService(app.db, ids, versions, new StartMarks(app.db, secret));
  app.decorate('insights', service);
  app.decorate('walks', new WalkReplay(ids, versions, app.datahub, (articles) => app.faq.titles(articles)));
  const timer = setInterval(() => {
    service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'insights sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(insights, { name: 'insights', dependencies: ['database', 'content-services', 'tree-service'] });
