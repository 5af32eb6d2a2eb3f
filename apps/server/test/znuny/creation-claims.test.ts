import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { znunyCreations } from '../../src/db/schema';
import { CreationClaims } from '../../src/tickets/znuny/creation-claims';
import { dbVariant, freshPostgres } from '../test-app';

const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child() { return silent; }, level: 'silent', silent() {} } as never;

/** The creation-key claims on the run's database (PGlite, or PostgreSQL in the postgres project). */
describe('Znuny creation claims', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pg = dbVariant === 'postgres' ? await freshPostgres() : undefined;
    drop = pg?.drop;
    database = await openDatabase(testConfig(pg ? { inMemoryDatabase: false, databaseUrl: pg.url } : {}), silent);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('lets one holder at a time have a key: the second waits until the first releases', async () => {
    const claims = new CreationClaims(database.db, 5_000);
    const first = await claims.acquire('k-wait');
    let secondAt = 0;
    const second = claims.acquire('k-wait').then((c) => ((secondAt = Date.now()), c));
    await new Promise((r) => setTimeout(r, 400));
    expect(secondAt).toBe(0);
    const releasedAt = Date.now();
    await claims.release(first, 'created');
    const c2 = await second;
    expect(secondAt).toBeGreaterThanOrEqual(releasedAt);
    expect(c2.uncertainSince).toBeUndefined();
    await claims.release(c2, 'nothing');
  });

  it('hands the next holder the time an unanswered write went out, until a creation clears it', async () => {
    const claims = new CreationClaims(database.db, 5_000);
    const a = await claims.acquire('k-uncertain');
    expect(await claims.renew(a)).toBe(true);
    const wroteAt = Date.now();
    await claims.release(a, 'uncertain');
    const b = await claims.acquire('k-uncertain');
    expect(b.uncertainSince).toBeInstanceOf(Date);
    expect(Math.abs(b.uncertainSince!.getTime() - wroteAt)).toBeLessThan(2_000);
    // A refused attempt does not clear what an earlier one left unknown.
    await claims.release(b, 'nothing');
    const c = await claims.acquire('k-uncertain');
    expect(c.uncertainSince?.getTime()).toBe(b.uncertainSince!.getTime());
    await claims.release(c, 'created');
    const d = await claims.acquire('k-uncertain');
    expect(d.uncertainSince).toBeUndefined();
    await claims.release(d, 'nothing');
  });

  it('takes over a claim whose holder vanished, as unknown, and the vanished holder cannot renew it', async () => {
    const claims = new CreationClaims(database.db, 300);
    const gone = await claims.acquire('k-lease');
    const t0 = Date.now();
    const next = await claims.acquire('k-lease');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect(next.uncertainSince).toBeInstanceOf(Date);
    expect(await claims.renew(gone)).toBe(false);
    await claims.release(gone, 'created');
    const [row] = await database.db.select().from(znunyCreations).where(eq(znunyCreations.chave, 'k-lease'));
    expect(row?.dono).toBe(next.token);
    await claims.release(next, 'nothing');
  });
});
