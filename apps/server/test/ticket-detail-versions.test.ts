import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { articles, articleViews, tickets } from '../src/db/schema';
import { BuiltinTicketStore } from '../src/tickets/builtin-ticket-store';
import { dbVariant, useTestApp } from './test-app';
import { bearer, claims, token, userAId, userBId } from './tokens';

interface Detail {
  id: number;
  estado: string;
  visualizado: boolean;
  artigos: { id: number; corpo: string; tipo: string; visualizado: boolean }[];
}

/**
 * With the read cache off (several instances behind one PostgreSQL), the route keeps serialised
 * details and asks the database on every request whether the ticket changed. Another process's
 * writes — here made straight in the database, or by a second app on the same PostgreSQL — show
 * on the very next request, and the owner check is the database's every time.
 */
describe('ticket detail with the cache off: another process’s writes show on the next request', () => {
  const t = useTestApp({ ticketCache: 'off' });
  const as = (c: typeof claims.userA) => token(c).then(bearer);

  const get = async (id: number, c = claims.userA) => t.app.inject({ url: `/api/ticket/${id}`, headers: await as(c) });
  const detail = async (id: number): Promise<Detail> => {
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    return res.json() as Detail;
  };
  /** A ticket of user A, its detail read twice so the second answer came from memory. */
  const primed = async (): Promise<Detail> => {
    const [row] = await t.app.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.usuario, userAId)).limit(1);
    await detail(row!.id);
    const d = await detail(row!.id);
    expect(await detail(row!.id)).toEqual(d);
    return d;
  };

  it('runs on the built-in store, which reports detail versions', () => {
    expect(t.app.tickets).toBeInstanceOf(BuiltinTicketStore);
  });

  it('shows an article inserted by another process, unseen, and the seen flag set afterwards', async () => {
    const before = await primed();
    const [added] = await t.app.db
      .insert(articles)
      .values({ ticketId: before.id, assunto: 'Resposta', corpo: 'Escrita por um atendente em outro processo.', tipo: 'saida', de: 'suporte@ufv.br' })
      .returning({ id: articles.id });
    const after = await detail(before.id);
    expect(after.artigos.map((a) => a.id)).toEqual([...before.artigos.map((a) => a.id), added!.id]);
    expect(after.artigos.at(-1)).toMatchObject({ corpo: 'Escrita por um atendente em outro processo.', tipo: 'saida', visualizado: false });
    expect(after.visualizado).toBe(false);

    await t.app.db.insert(articleViews).values({ articleId: added!.id, usuario: userAId }).onConflictDoNothing();
    await t.app.db.insert(articleViews).values(after.artigos.map((a) => ({ articleId: a.id, usuario: userAId }))).onConflictDoNothing();
    const seen = await detail(before.id);
    expect(seen.artigos.every((a) => a.visualizado)).toBe(true);
    expect(seen.visualizado).toBe(true);

    await t.app.db.delete(articleViews).where(and(eq(articleViews.articleId, added!.id), eq(articleViews.usuario, userAId)));
    expect((await detail(before.id)).artigos.at(-1)!.visualizado).toBe(false);
  });

  it('shows a change of the ticket row that leaves its modification time alone', async () => {
    const before = await primed();
    const estado = before.estado === 'pendente' ? 'aberto' : 'pendente';
    await t.app.db.update(tickets).set({ estado }).where(eq(tickets.id, before.id));
    expect((await detail(before.id)).estado).toBe(estado);
  });

  it('asks the database who owns the ticket on every request, cached answer or not', async () => {
    const before = await primed();
    expect((await get(before.id, claims.userB)).statusCode).toBe(404);
    await t.app.db.update(tickets).set({ usuario: userBId }).where(eq(tickets.id, before.id));
    expect((await get(before.id)).statusCode).toBe(404);
    expect((await get(before.id, claims.userB)).statusCode).toBe(200);
    await t.app.db.update(tickets).set({ usuario: userAId }).where(eq(tickets.id, before.id));
    expect((await get(before.id, claims.userB)).statusCode).toBe(404);
  });

  // Two apps share a database only on PostgreSQL (PGlite belongs to one process).
  if (dbVariant === 'postgres') it('shows a reply and a seen flag made through a second app on the same PostgreSQL', async () => {
    const other = await buildApp(t.config);
    try {
      const before = await primed();
      const reply = await other.inject({ method: 'POST', url: `/api/ticket/${before.id}`, headers: await as(claims.userA), payload: { corpo: 'Enviada pela outra instância.', anexos: [] } });
      expect(reply.statusCode).toBe(200);
      const after = await detail(before.id);
      expect(after.artigos).toHaveLength(before.artigos.length + 1);
      expect(after.artigos.at(-1)!.corpo).toContain('Enviada pela outra instância.');

      const [agent] = await other.db
        .insert(articles)
        .values({ ticketId: before.id, assunto: 'Resposta', corpo: 'Do atendente.', tipo: 'saida' })
        .returning({ id: articles.id });
      expect((await detail(before.id)).artigos.at(-1)!.visualizado).toBe(false);
      const seen = await other.inject({ method: 'POST', url: '/api/visualization/article', headers: await as(claims.userA), payload: { ticketId: before.id, articleId: agent!.id, seen: true } });
      expect(seen.statusCode).toBe(200);
      expect((await detail(before.id)).artigos.at(-1)!.visualizado).toBe(true);
    } finally {
      await other.close();
    }
  });
});
