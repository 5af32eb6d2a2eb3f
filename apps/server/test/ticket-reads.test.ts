import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, attachments, tickets } from '../src/db/schema';
import { ticketStoreVariant, useTestApp } from './test-app';
import { openTicket } from './open-ticket';
import { bearer, claims, token, userBId } from './tokens';

// The list and the detail are single prepared statements, the detail a JSON document built by the
// database (see ticket-detail-query.ts): these pin what they answer to the rows they come from.
describe.runIf(ticketStoreVariant === 'builtin')('ticket reads', () => {
  const t = useTestApp({ ticketCache: 'off' });
  let b: Record<string, string>;

  beforeAll(async () => {
    b = bearer(await token(claims.userB));
    for (let i = 0; i < 7; i++) {
      const res = await openTicket(t.app, b, {
        assunto: `Página ${i}`,
        files: i === 0 ? [{ contentType: 'text/plain', filename: 'a.txt', content: Buffer.from('um').toString('base64') }, { contentType: 'image/png', filename: 'b.png', content: Buffer.from('dois').toString('base64') }] : [],
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('pages the open list by offset and limit, newest first, with the total on every page', async () => {
    const all = (await t.app.inject({ url: '/api/ticket?limit=100', headers: b })).json();
    expect(all.tickets.length).toBe(all.maxSize);
    expect(all.maxSize).toBeGreaterThanOrEqual(7);
    const order = [...all.tickets].sort((x, y) => y.modificado.localeCompare(x.modificado) || y.id - x.id);
    expect(all.tickets).toEqual(order);

    const pages = [];
    for (let offset = 0; offset < all.maxSize; offset += 3) {
      const page = (await t.app.inject({ url: `/api/ticket?offset=${offset}&limit=3`, headers: b })).json();
      expect(page.maxSize).toBe(all.maxSize);
      expect(page.tickets.length).toBe(Math.min(3, all.maxSize - offset));
      pages.push(...page.tickets);
    }
    expect(pages).toEqual(all.tickets);

    const past = (await t.app.inject({ url: `/api/ticket?offset=${all.maxSize}&limit=3`, headers: b })).json();
    expect(past).toEqual({ tickets: [], maxSize: all.maxSize });
    const closed = (await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: b })).json();
    expect(closed.tickets.every((x: { estado: string }) => x.estado === 'fechado')).toBe(true);
    expect(all.tickets.some((x: { estado: string }) => x.estado === 'fechado')).toBe(false);
  });

  it('answers the detail exactly as the rows say: dates to the millisecond, order by id, no body for downloads', async () => {
    const mine = await t.app.db.select().from(tickets).where(eq(tickets.usuario, userBId)).orderBy(asc(tickets.id));
    for (const row of mine) {
      const detail = (await t.app.inject({ url: `/api/ticket/${row.id}`, headers: b })).json();
      const arts = await t.app.db.select().from(articles).where(eq(articles.ticketId, row.id)).orderBy(asc(articles.id));
      const files = await t.app.db.select().from(attachments).where(eq(attachments.ticketId, row.id)).orderBy(asc(attachments.id));
      // Closing ends the SLA clocks and waiting for the student pauses them: such a ticket keeps its
      // deadlines for the desk, the student sees none (a paused date moves with the pause).
      const deadline = (d: Date | null) => (d && row.estado !== 'fechado' && !row.pausadoDesde ? d.toISOString() : undefined);
      expect(detail).toMatchObject({ id: row.id, tn: row.tn, titulo: row.titulo, criado: row.criado.toISOString(), modificado: row.modificado.toISOString(), estado: row.estado });
      expect(detail.prazoSolucao).toBe(deadline(row.prazoSolucao));
      expect(detail.prazoAtualizacao).toBe(deadline(row.prazoAtualizacao));
      expect(detail.prazoPrimeiraResposta).toBe(deadline(row.prazoPrimeiraResposta));
      expect(detail.artigos.map((a: { id: number }) => a.id)).toEqual(arts.map((a) => a.id));
      expect(detail.artigos.map((a: { criado: string }) => a.criado)).toEqual(arts.map((a) => a.criado.toISOString()));
      const anexos = detail.artigos.flatMap((a: { anexos: unknown[] }) => a.anexos);
      expect(anexos).toEqual(
        files.map((f) => ({
          id: f.id,
          disposition: f.disposition,
          ...(f.disposition === 'inline' ? { content: expect.any(String) } : {}),
          contenttype: f.contentType,
          filename: f.filename,
          filesize: f.filesize,
          url: `/api/ticket/${row.id}/anexos/${f.id}`,
        })),
      );
      expect(detail.visualizado).toBe(detail.artigos.every((a: { visualizado: boolean }) => a.visualizado));
    }
  });

  it("finds no ticket of someone else's, nor one that does not exist", async () => {
    const a = bearer(await token(claims.userA));
    const [theirs] = await t.app.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.usuario, userBId)).limit(1);
    expect((await t.app.inject({ url: `/api/ticket/${theirs!.id}`, headers: a })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/ticket/999999', headers: b })).statusCode).toBe(404);
  });
});
