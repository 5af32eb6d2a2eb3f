import { describe, expect, it } from 'vitest';
import { CachedTicketStore } from '../src/tickets/cached-ticket-store';
import { openTicket } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

interface Page {
  tickets: { id: number; visualizado: boolean; estado: string }[];
  maxSize: number;
}

/**
 * The per-user read cache in front of the ticket store (on by default with PGlite; forced on here
 * so both databases check it): after each of their own writes a user sees fresh lists, counts,
 * search results and details — every read is primed first, so a missed invalidation shows.
 */
describe('ticket read cache: a user never reads stale data after their own write', () => {
  const t = useTestApp({ ticketCache: 'on' });
  const h = () => token(claims.userA).then(bearer);

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: await h() });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };
  const list = (estado: string) => get<Page>(`/api/ticket?estado=${estado}&limit=100`);
  const search = (texto: string) => get<Page>(`/api/ticket/fulltext?texto=${encodeURIComponent(texto)}&limit=100`);
  const unseen = async (estado: string) => (await get<{ data: number }>(`/api/visualization/ticket?estado=${estado}`)).data;
  const detail = (id: number) => get<{ estado: string; visualizado: boolean; artigos: { id: number; visualizado: boolean; corpo: string }[] }>(`/api/ticket/${id}`);
  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: await h(), payload });

  it('runs with the cache in front of the store', () => {
    expect(t.app.tickets).toBeInstanceOf(CachedTicketStore);
  });

  it('shows a ticket just created in the list, the count and the search', async () => {
    const before = await list('aberto');
    expect((await search('zarabatana')).maxSize).toBe(0);
    const created = await openTicket(t.app, await h(), { assunto: 'Zarabatana no laboratório' });
    expect(created.statusCode).toBe(201);
    const after = await list('aberto');
    expect(after.maxSize).toBe(before.maxSize + 1);
    expect(after.tickets[0]!.id).toBe(created.json().ticketId);
    expect((await search('zarabatana')).tickets.map((x) => x.id)).toEqual([created.json().ticketId]);
  });

  it('moves a closed ticket to the open list, and shows the reply in its detail, after a reply', async () => {
    const closed = (await list('fechado')).tickets[0]!;
    const openBefore = await list('aberto');
    const detailBefore = await detail(closed.id);
    expect((await search('ornitorrinco')).maxSize).toBe(0);
    const res = await post(`/api/ticket/${closed.id}`, { corpo: 'Um ornitorrinco voltou a aparecer.', anexos: [] });
    expect(res.statusCode).toBe(200);
    expect((await list('fechado')).tickets.map((x) => x.id)).not.toContain(closed.id);
    expect((await list('aberto')).maxSize).toBe(openBefore.maxSize + 1);
    const detailAfter = await detail(closed.id);
    expect(detailAfter.estado).toBe('aberto');
    expect(detailAfter.artigos).toHaveLength(detailBefore.artigos.length + 1);
    expect((await search('ornitorrinco')).tickets.map((x) => x.id)).toContain(closed.id);
  });

  it('drops the star, the badge and the bold row once the user has seen every article', async () => {
    const ticket = (await list('aberto')).tickets.find((x) => !x.visualizado)!;
    expect(ticket).toBeDefined();
    const count = await unseen('aberto');
    const d = await detail(ticket.id);
    expect(d.visualizado).toBe(false);
    for (const art of d.artigos.filter((a) => !a.visualizado)) {
      expect((await post('/api/visualization/article', { ticketId: ticket.id, articleId: art.id, seen: true })).statusCode).toBe(200);
    }
    expect(await unseen('aberto')).toBe(count - 1);
    expect((await list('aberto')).tickets.find((x) => x.id === ticket.id)!.visualizado).toBe(true);
    const seen = await detail(ticket.id);
    expect(seen.visualizado).toBe(true);
    expect(seen.artigos.every((a) => a.visualizado)).toBe(true);
  });

  it('keeps answering correctly after a refused write and an end-of-service record', async () => {
    const before = await list('aberto');
    const refused = await openTicket(t.app, await h(), { assunto: 'x', files: [{ filename: 'a', contentType: 'text/plain', content: '%%%' }] });
    expect(refused.statusCode).toBe(400);
    expect((await post('/api/atendimento/encerrar', { ticketId: before.tickets[0]!.id, arvore: 'Teste', log: [] })).statusCode).toBe(201);
    expect(await list('aberto')).toEqual(before);
  });

  it("keeps users apart: one user's write never shows in another's cached answers", async () => {
    const b = bearer(await token(claims.userB));
    const bList = async () => (await t.app.inject({ url: '/api/ticket?limit=100', headers: b })).json() as Page;
    const before = await bList();
    await openTicket(t.app, await h(), { assunto: 'Só da Ana' });
    expect(await bList()).toEqual(before);
  });
});
