import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { PGlite } from '@electric-sql/pglite';
import { createPgliteDataDir } from './pglite-first-start';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** One Drizzle type for both drivers: the code above this module never knows which runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls `onNotify` on every NOTIFY of `channel` by any process, and once more
   * each time the listening connection is (re)established (without payload), since notifications sent while it was
   * down are lost. Resolves once listening. (PGlite has one process: nothing to listen to.)
   */
  listen?: (channel: string, onNotify: (payload?: string) => void) => Promise<void>;
  /**
   * Runs start-up work (migrations, one-off rewrites, the demo seed) while no other process
   * sharing the database runs its own: on PostgreSQL under an advisory lock held by a connection
   * of its own, so instances started together take turns; on PGlite directly.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball (tests reuse a migrated, seeded copy). */
  dump?: () => Promise<Blob>;
}

/** The committed migrations (drizzle/), found upward from this module in src/ or dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle/ migrations folder not found next to the server');
}

/** Session advisory lock held while one process does its start-up work (any fixed number of our own). */
export const STARTUP_LOCK = 17_020_002;

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR, and brings the schema up
 * to date with the committed migrations before anything else touches it. On PostgreSQL the
 * migrations run `exclusive`ly: instances started together on a fresh database take turns (the
 * second finds the schema done) instead of racing on `CREATE` (a duplicate key in `pg_type`
 * killed one of them).
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (config.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(config.databaseUrl, {
      max: config.databasePoolSize,
      onnotice: () => {},
    });
    const db = drizzle(client, { schema });
    const url = config.databaseUrl;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const session = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await session`select pg_advisory_lock(${STARTUP_LOCK})`;
        return await work();
      } finally {
        // Ending the session releases the lock, also when the work failed.
        await session.end({ timeout: 5 });
      }
    };
    await exclusive(() => migrate(db, migrations));
    log.info('database: PostgreSQL');
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusive,
      close: () => client.end({ timeout: 5 }),
      listen: async (channel, onNotify) => {
        // The payload, when the channel carries one; none on (re)connection.
        await client.listen(channel, (payload) => onNotify(payload), () => onNotify());
      },
    };
  }

  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PostgreSQL's shared buffers live inside the WebAssembly heap, which never shrinks, and PGlite
  // touches all of them at its start: the WebAssembly heap is theirs plus ~15 MB, all of it RSS
  // (47 MB at 32 MB of buffers, 29 MB at 16 MB). The help desk's working set is small and the OS
  // caches the files anyway. WAL buffers stay at 1 MB (by default 1/32 of the shared buffers): an
  // attachment piece's record (512 KiB) fits them whole.
  const options = { postgresqlconf: ['shared_buffers=16MB', 'wal_buffers=1MB'] };
  let dataDir: string | undefined;
  if (!config.pgliteTemplate && !config.inMemoryDatabase) {
    dataDir = path.join(config.dataDir, 'pglite');
    // initdb apart, in a child process: it would leave this process 500 MB larger for good.
    await createPgliteDataDir(dataDir, log);
  }
  // In a worker thread: PGlite's WebAssembly never runs on the event loop (issue 8 §1).
  const client = new PgliteThread({ ...options, dataDir, loadDataDir: config.pgliteTemplate });
  try {
    await client.waitReady;
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  const db = drizzle(client as unknown as PGlite, { schema });
  await migrate(db, migrations);
  log.info({ dataDir: config.inMemoryDatabase ? 'memory' : config.dataDir }, 'database: embedded PGlite (worker thread)');
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
    exclusive: (work) => work(),
  };
}
