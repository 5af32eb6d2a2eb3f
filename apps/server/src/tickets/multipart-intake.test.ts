import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import { discardRest, spool, type SpooledPart } from './multipart-intake';

// A file part whose client goes away while the spool file is still being written: the request
// fails with its own reason, and nothing else breaks (no uncaught exception ends the server).
describe('spool', () => {
  let dir: string;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeEach(async () => {
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'spool-test-'));
    uncaught.length = 0;
    process.on('uncaughtException', onUncaught);
  });
  afterEach(async () => {
    process.off('uncaughtException', onUncaught);
    await fs.promises.rm(dir, { recursive: true, force: true });
  });

  function partOf(file: Readable): SpooledPart {
    return { file: Object.assign(file, { truncated: false }) as unknown as SpooledPart['file'], filename: 'metade.bin', mimetype: 'application/octet-stream' };
  }

  it('fails with the part’s error when the client stops while a write is in flight, and closes the file', async () => {
    // A first piece, then (the file open by now) a small one, written at once with its fs write
    // still running when the client is gone.
    const cut = Object.assign(new Error('Unexpected end of form'), { code: 'ECONNRESET' });
    const target = path.join(dir, '0');
    async function* client() {
      yield Buffer.alloc(1024, 1);
      while (!fs.existsSync(target)) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 20));
      yield Buffer.alloc(1024, 2);
      throw cut;
    }
    await expect(spool(partOf(Readable.from(client())), target, 1_000_000)).rejects.toThrow();
    // The file was closed before the refusal: removing it now leaves nothing open.
    await fs.promises.rm(target, { force: true });
    // The in-flight write's late error, were it not listened for, arrives within a few turns.
    for (let turn = 0; turn < 20; turn++) await new Promise((r) => setImmediate(r));
    expect(uncaught).toEqual([]);
  });

  it('writes a whole part and reads it back byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const file = await spool(partOf(Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)])), path.join(dir, '1'), 1_000_000);
    expect(file.size).toBe(bytes.length);
    const back: Buffer[] = [];
    for await (const piece of file.pieces(65536)) back.push(Buffer.from(piece));
    expect(Buffer.concat(back).equals(bytes)).toBe(true);
  });

  it('refuses a part that passes the room left, in Portuguese with 413', async () => {
    await expect(spool(partOf(Readable.from([Buffer.alloc(2000)])), path.join(dir, '2'), 1000)).rejects.toMatchObject({ statusCode: 413 });
  });
});

// What is left of a refused upload is read and dropped, so its client can finish sending and
// read the answer; a body that goes on past the bound is cut.
describe('discardRest', () => {
  const body = (chunks: number) => Readable.from(Array.from({ length: chunks }, () => Buffer.alloc(1024)), { objectMode: false }) as unknown as IncomingMessage;

  it('reads a body to its end when it stays within the bound', async () => {
    const raw = body(4);
    discardRest(raw, 8 * 1024);
    await finished(raw as unknown as Readable);
    expect(raw.readableEnded).toBe(true);
  });

  it('cuts a body that passes the bound', async () => {
    const raw = body(16);
    discardRest(raw, 4 * 1024);
    await finished(raw as unknown as Readable).catch(() => undefined);
    expect(raw.destroyed).toBe(true);
    expect(raw.readableEnded).toBe(false);
  });
});
