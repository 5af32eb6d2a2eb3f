import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_SLOT_BYTES, SHARED_SLOTS } from './pglite-protocol';
import { PgliteThread } from './pglite-thread';

// PgliteThread on its own (an in-memory database): the worker module loads from the sources, and
// byte parameters come back byte for byte whichever way they cross (a shared slot, or a copy of
// their own when they are larger than a slot or every slot is taken).
describe('PgliteThread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = new PgliteThread({ postgresqlconf: [] });
    await db.waitReady;
    await db.query('create table pieces (id integer primary key, bytes bytea not null)');
  });
  afterAll(async () => {
    await db.close();
  });

  /** The stored bytes (a Uint8Array when it was moved across the threads, as drizzle's bytea type takes it). */
  async function stored(id: number): Promise<Buffer> {
    const { rows } = await db.query('select bytes from pieces where id = $1', [id]);
    const { bytes } = rows[0] as { bytes: Uint8Array };
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  // Field 19 of /proc/…/stat is a thread's nice value (after the command, which may hold spaces).
  const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

  it.runIf(process.platform === 'linux')('runs the database 10 nicer than the event loop, which a busy database then never holds up', () => {
    const own = niceOf(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
    const threads = fs.readdirSync('/proc/self/task').map((tid) => niceOf(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
    expect(threads).toContain(Math.min(19, own + 10));
  });

  it('stores byte parameters of every size, many at once, byte for byte', async () => {
    const sizes = [0, 1, 1000, SHARED_SLOT_BYTES, SHARED_SLOT_BYTES + 1, 3 * SHARED_SLOT_BYTES];
    // More statements with bytes in flight than there are slots.
    const values = [...sizes, ...Array.from({ length: SHARED_SLOTS + 2 }, () => SHARED_SLOT_BYTES)].map((n) => randomBytes(n));
    await Promise.all(values.map((bytes, id) => db.query('insert into pieces (id, bytes) values ($1, $2)', [id, bytes])));
    for (const [id, bytes] of values.entries()) expect((await stored(id)).equals(bytes)).toBe(true);
  });

  it('reads a piece out of a larger buffer without the rest of it', async () => {
    const file = randomBytes(3 * SHARED_SLOT_BYTES);
    const piece = file.subarray(SHARED_SLOT_BYTES, 2 * SHARED_SLOT_BYTES);
    await db.query('insert into pieces (id, bytes) values ($1, $2)', [100, piece]);
    expect((await stored(100)).equals(piece)).toBe(true);
    // The caller's buffer is left as it was (neither moved to the worker nor changed).
    expect(file.byteLength).toBe(3 * SHARED_SLOT_BYTES);
  });

  it('takes bytea as text too (a \\x literal)', async () => {
    await db.query('insert into pieces (id, bytes) values ($1, $2)', [200, '\\x00ff10']);
    expect([...(await stored(200))]).toEqual([0x00, 0xff, 0x10]);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into pieces (id, bytes) values ($1, $2)', [300, randomBytes(SHARED_SLOT_BYTES)]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into pieces (id, bytes) values ($1, $2)', [301, randomBytes(SHARED_SLOT_BYTES)]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await db.query('select id from pieces where id in (300, 301) order by id');
    expect(rows).toEqual([{ id: 300 }]);
  });

  it("says PostgreSQL's error with its code", async () => {
    await expect(db.query('insert into pieces (id, bytes) values ($1, $2)', [300, Buffer.alloc(1)])).rejects.toMatchObject({ code: '23505' });
  });
});
