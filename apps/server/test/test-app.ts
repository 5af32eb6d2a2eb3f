import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seed } from '../src/seed/seed';

/** Which database this test run uses: the vitest project sets DB_VARIANT. */
export const dbVariant = process.env.DB_VARIANT === 'postgres' ? 'postgres' : 'pglite';

/** Which ticket store: the `znuny-live` project runs the route suites that apply on a real Znuny. */
export const ticketStoreVariant = process.env.TEST_TICKET_STORE === 'znuny' ? 'znuny' : 'builtin';

/** The app on a fresh PGlite with its tickets in the real Znuny at ZNUNY_URL, under fresh customer logins. */
async function createZnunyTestApp(overrides: Partial<Config>): Promise<TestApp> {
  const { startZnunyApp } = await import('./znuny/scenarios');
  const { seedZnunyTickets } = await import('./znuny/seed-znuny');
  const z = await startZnunyApp(process.env.ZNUNY_URL!, `suite-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}-`, {}, { seed: true, ...overrides });
  await seedZnunyTickets(z.app);
  return { app: z.app, config: z.config, close: z.close };
}

const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child() { return silent; }, level: 'silent', silent() {} } as never;

let template: Promise<Blob> | undefined;

/** A migrated and seeded PGlite, dumped once per worker: each test app starts from a copy. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase(testConfig({ inMemoryDatabase: true }), silent);
    await seed(database.db, silent, new Date());
    const blob = await database.dump!();
    await database.close();
    return blob;
  })();
  return template;
}

/** A fresh, empty PostgreSQL database on DATABASE_URL_TEST's server, dropped when the app closes. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL_TEST;
  if (!base) throw new Error('DATABASE_URL_TEST is not set');
  const name = `chamados_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const sql = postgres(base, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on the run's database, seeded with the demo content; no port is opened. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  if (ticketStoreVariant === 'znuny') return createZnunyTestApp(overrides);
  if (dbVariant === 'postgres') {
    const pg = await freshPostgres();
    const config = testConfig({ inMemoryDatabase: false, databaseUrl: pg.url, ...overrides });
    const app = await buildApp(config);
    return { app, config, close: async () => { await app.close(); await pg.drop(); } };
  }
  const config = testConfig({ pgliteTemplate: overrides.seed === false ? undefined : await pgliteTemplate(), ...overrides });
  const app = await buildApp(config);
  return { app, config, close: () => app.close() };
}

/**
 * One app for the enclosing describe block: started in beforeAll, closed in afterAll. Read
 * `t.app` inside tests and hooks (it is set once beforeAll has run).
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let started: TestApp | undefined;
  const current = () => {
    if (!started) throw new Error('the test app is not started yet: use it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await createTestApp(overrides);
  });
  afterAll(() => started?.close());
  return {
    get app() { return current().app; },
    get config() { return current().config; },
    close: () => current().close(),
  };
}
