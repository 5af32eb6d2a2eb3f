import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { reindexTicketSearch } from '../tickets/reindex-search';
import { seed } from '../seed/seed';
import { reparseLaunchedTrees } from '../trees/reparse-launched-trees';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /** Calls `onNotify` on each NOTIFY of `channel` from any instance (and on each reconnection). */
    dbListen(channel: string, onNotify: (payload?: string) => void): Promise<void>;
  }
}

/**
 * Opens the database at start (migrated), does the one-off start-up work — search text and
 * launched trees rewritten when their format changed, the demo seed on a first start — one
 * process at a time, and closes the database after the last in-flight request.
 */
async function database(app: FastifyInstance, opts: { config: Config }) {
  const database = await openDatabase(opts.config, app.log);
  await database.exclusive(async () => {
    const reindexed = await reindexTicketSearch(database.db);
    if (reindexed > 0) app.log.info({ tickets: reindexed }, 'ticket search text rebuilt');
    const reparsed = await reparseLaunchedTrees(database.db);
    if (reparsed > 0) app.log.info({ trees: reparsed }, 'launched trees rebuilt in their written order');
    if (opts.config.seed) await seed(database.db, app.log);
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  // Other processes' changes (PostgreSQL NOTIFY); a single PGlite process needs none.
  app.decorate('dbListen', database.listen ?? (async () => {}));
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(database, { name: 'database' });
