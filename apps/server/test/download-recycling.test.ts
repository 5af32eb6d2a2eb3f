import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../src/db/pglite-thread';
import { formBody } from './multipart';
import { ticketBody } from './open-ticket';
import { dbVariant, useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

const PIECE = 512 * 1024;
/** Six whole pieces and a short seventh: the short one never goes back for reuse. */
const FILE_BYTES = 6 * PIECE + 300_000;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A download over a real socket by a slow reader: it pauses after every chunk it gets. */
function slowDownload(port: number, path: string, authorization: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { authorization } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          res.pause();
          setTimeout(() => res.resume(), 2);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('attachment downloads give their sent pieces back for reuse', () => {
  const t = useTestApp();
  let user: Record<string, string>;
  const files = [randomBytes(FILE_BYTES), randomBytes(FILE_BYTES)];
  let urls: string[] = [];
  const recycled = () => {
    const client = (t.app.db as unknown as { $client: unknown }).$client;
    return client instanceof PgliteThread ? client.recycled : 0;
  };

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    const body = await ticketBody(t.app, user, { assunto: 'Dois arquivos grandes', arquivos: 2 });
    const { payload, contentType } = formBody([
      { name: 'dados', value: JSON.stringify(body) },
      { name: 'anexos', filename: 'um.bin', content: files[0]! },
      { name: 'anexos', filename: 'dois.bin', content: files[1]! },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': contentType }, payload });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { ticketId: number }).ticketId;
    const detail = await t.app.inject({ method: 'GET', url: `/api/ticket/${id}`, headers: user });
    const anexos = (detail.json() as { artigos: { anexos: { id: number; filename: string }[] }[] }).artigos.flatMap((a) => a.anexos);
    urls = ['um.bin', 'dois.bin'].map((name) => `/api/ticket/${id}/anexos/${anexos.find((a) => a.filename === name)!.id}`);
  });

  it('sends every byte to slow readers over real sockets, twice at once, and reuses the pieces on PGlite', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const before = recycled();
    // Each file twice at once: four downloads share the worker's reused buffers.
    const results = await Promise.all([...urls, ...urls].map((url) => slowDownload(port, url, user.authorization!)));
    results.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(r.body.length).toBe(FILE_BYTES);
      expect(sha(r.body)).toBe(sha(files[i % 2]!));
    });
    // A piece goes back once its second successor is read: all but the last two of each download
    // at least (PostgreSQL's driver has no reader to give them to).
    if (dbVariant === 'pglite') expect(recycled() - before).toBeGreaterThanOrEqual(4 * (7 - 2));
    // Once the pool holds buffers, later downloads decode into them: still every byte right.
    const again = await slowDownload(port, urls[0]!, user.authorization!);
    expect(sha(again.body)).toBe(sha(files[0]!));
  });

  it('gives nothing back to a reader that keeps what it gets (an injected request collects the whole body)', async () => {
    const before = recycled();
    const res = await t.app.inject({ method: 'GET', url: urls[1]!, headers: user });
    expect(res.statusCode).toBe(200);
    expect(sha(res.rawPayload)).toBe(sha(files[1]!));
    expect(recycled()).toBe(before);
  });
});
