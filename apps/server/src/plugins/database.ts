import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
  }
}

/** Opens the database at start and closes it after the last in-flight request. */
async function database(app: FastifyInstance, opts: { config: Config }) {
  const database = await openDatabase(opts.config, app.log);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(database, { name: 'database' });
