import type { FastifyInstance } from 'fastify';
import { exampleTrees } from '@chamados/tree-engine';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { meta, tickets, trees } from '../src/db/schema';
import { freshPostgres } from './test-app';
import { ticketBody } from './open-ticket';
import { minimalTree } from './minimal-tree';
import { bearer, claims, token } from './tokens';

/**
 * Several server processes behind one PostgreSQL (ARCHITECTURE.md §8), as two apps in this
 * process on one database: each has its own connections, caches and listener, and shares only
 * the database — as two processes behind a load balancer do. Runs in the postgres project only.
 */
const TREE = (nome: string) => minimalTree(nome, 'Árvore de teste de várias instâncias');

/** Milliseconds until `check` holds on `app`'s public tree list (polled), or fails after 5 s. */
async function untilList(app: FastifyInstance, check: (nomes: string[]) => boolean): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    const nomes = ((await app.inject('/api/arvores')).json().arvores as { nome: string }[]).map((a) => a.nome);
    if (check(nomes)) return Date.now() - t0;
    if (Date.now() - t0 > 5_000) throw new Error(`the list never changed: ${nomes.join(', ')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('several instances behind one PostgreSQL', () => {
  it('start together on a fresh database: both come up, migrated, and seed it once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const pg = await freshPostgres();
      const config = testConfig({ inMemoryDatabase: false, databaseUrl: pg.url, seed: true });
      const started = await Promise.allSettled([buildApp(config), buildApp(config)]);
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
        const db = apps[0]!.db;
        expect((await db.select({ n: count() }).from(trees))[0]!.n).toBe(exampleTrees.length);
        expect((await db.select({ n: count() }).from(meta)).length).toBe(1);
        const [first, second] = await Promise.all(apps.map((app) => app.inject('/api/arvores').then((r) => r.json().arvores.length)));
        expect([first, second]).toEqual([exampleTrees.length, exampleTrees.length]);
        expect((await db.select({ n: count() }).from(tickets))[0]!.n).toBeGreaterThan(0);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await pg.drop();
      }
    }
  });

  describe('two instances on one database', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let drop: () => Promise<void>;
    let admin: Record<string, string>;
    beforeAll(async () => {
      const pg = await freshPostgres();
      drop = pg.drop;
      const config = testConfig({ inMemoryDatabase: false, databaseUrl: pg.url, seed: true });
      [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
      admin = bearer(await token(claims.admin));
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await drop?.();
    });

    const adminCall = async (app: FastifyInstance, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
      // '*': these writes test the spread across instances, not who wrote first (If-Match).
      const res = await app.inject({ method, url, headers: { ...admin, 'if-match': '*' }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };

    it('a tree launched, reordered and disabled through one is in the other’s list within a second', async () => {
      const nome = 'Instâncias';
      const tree = await adminCall(a, 'POST', '/api/admin/arvore', { nome, texto: TREE(nome) });
      // The other instance's list is in memory before the change.
      await untilList(b, (nomes) => !nomes.includes(nome));
      expect(b.treeCache.peek()).toBeDefined();

      await adminCall(a, 'PUT', `/api/admin/arvore/${tree.id}/lancar`);
      expect(await untilList(b, (nomes) => nomes.at(-1) === nome)).toBeLessThan(1_000);
      expect((await b.inject({ url: `/api/arvores/${encodeURIComponent(nome)}`, headers: bearer(await token(claims.userA)) })).statusCode).toBe(200);

      await adminCall(a, 'PATCH', `/api/admin/arvore/${tree.id}/orderup`);
      expect(await untilList(b, (nomes) => nomes.at(-2) === nome)).toBeLessThan(1_000);

      // Through the other instance, the other way: every instance listens, every one notifies.
      await adminCall(b, 'PATCH', `/api/admin/arvore/${tree.id}/desabilitar`);
      expect(await untilList(a, (nomes) => !nomes.includes(nome))).toBeLessThan(1_000);
      expect((await a.inject({ url: `/api/arvores/${encodeURIComponent(nome)}`, headers: bearer(await token(claims.userA)) })).statusCode).toBe(404);
    });

    it('creations and replies spread over both: all whole, every number unique, each seen by the other', async () => {
      const users = [bearer(await token(claims.userA)), bearer(await token(claims.userB))];
      const file = (i: number) => ({ contentType: 'text/plain', filename: `nota-${i}.txt`, content: Buffer.from(`anexo ${i}`).toString('base64') });
      const created = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const instance = i % 2 ? b : a;
          const headers = users[i % 4 < 2 ? 0 : 1]!;
          const files = i % 3 ? [] : [file(i)];
          // Started on one instance, created on the other: the walk's signed id holds for both.
          const body = await ticketBody(i % 2 ? a : b, headers, { assunto: `Chamado ${i} entre instâncias`, arquivos: files.length });
          return instance.inject({ method: 'POST', url: '/api/ticket', headers, payload: { ...body, anexos: files } });
        }),
      );
      expect(created.map((r) => r.statusCode)).toEqual(created.map(() => 201));
      const made = created.map((r, i) => ({ ...(r.json() as { ticketId: number; ticketNumber: string }), i, headers: users[i % 4 < 2 ? 0 : 1]! }));
      expect(new Set(made.map((m) => m.ticketNumber)).size).toBe(40);

      // Each reply goes through the instance that did not create the ticket.
      const replies = await Promise.all(
        made.map((m) =>
          (m.i % 2 ? a : b).inject({
            method: 'POST',
            url: `/api/ticket/${m.ticketId}`,
            headers: m.headers,
            payload: { corpo: `Resposta ${m.i}`, anexos: [{ filename: `r-${m.i}.txt`, contenttype: 'text/plain', content: Buffer.from(`r ${m.i}`).toString('base64') }] },
          }),
        ),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));

      for (const m of made) {
        const detail = (await (m.i % 2 ? b : a).inject({ url: `/api/ticket/${m.ticketId}`, headers: m.headers })).json();
        expect(detail.tn).toBe(m.ticketNumber);
        expect(detail.artigos.map((x: { corpo: string }) => x.corpo).at(-1)).toBe(`Resposta ${m.i}`);
        expect(detail.artigos.flatMap((x: { anexos: { filename: string }[] }) => x.anexos.map((f) => f.filename))).toEqual([
          ...(m.i % 3 ? [] : [`nota-${m.i}.txt`]),
          `r-${m.i}.txt`,
        ]);
      }
    });
  });
});
