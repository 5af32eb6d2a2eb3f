import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { reindexTicketSearch } from '../tickets/reindex-search';
import { reparseLaunchedTrees } from '../trees/reparse-launched-trees';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
  }
}

/** Opens the database at start and closes it after the last in-flight request. */
async function database(app: FastifyInstance, opts: { config: Config }) {
  const database = await openDatabase(opts.config, app.log);
  const reindexed = await reindexTicketSearch(database.db);
  if (reindexed > 0) app.log.info({ tickets: reindexed }, 'ticket search text rebuilt');
  const reparsed = await reparseLaunchedTrees(database.db);
  if (reparsed > 0) app.log.info({ trees: reparsed }, 'launched trees rebuilt in their written order');
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(database, { name: 'database' });
