import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meta, tickets } from '../src/db/schema';
import { reindexTicketSearch } from '../src/tickets/reindex-search';
import { useTestApp } from './test-app';
import { openTicket } from './open-ticket';
import { bearer, claims, token } from './tokens';

interface Page {
  tickets: { id: number; tn: string; titulo: string }[];
  maxSize: number;
}

// What users type into 'Buscar Chamados': the number they were given, words with hyphens and
// dots as they wrote them, Portuguese with or without accents. Runs on PGlite and PostgreSQL.
describe('ticket search finds what users type', () => {
  // The per-user read cache is off: the re-index test writes to the database behind its back.
  const t = useTestApp({ ticketCache: 'off' });
  const created: { id: number; tn: string; titulo: string }[] = [];
  let user: { authorization: string };

  const search = async (texto: string) =>
    (await t.app.inject({ url: `/api/ticket/fulltext?limit=100&texto=${encodeURIComponent(texto)}`, headers: user })).json() as Page;
  const titles = async (texto: string) => (await search(texto)).tickets.map((x) => x.titulo);

  it('creates tickets with the words users search for', async () => {
    user = bearer(await token(claims.userA));
    for (const [assunto, descricao] of [
      ['Wi-Fi caiu no prédio B1', 'Desde 2024-05 o Wi-Fi da sala b1-1999 cai toda hora.'],
      ['Acesso ao processo SEI-123', 'Não consigo abrir o processo SEI-123 no navegador.'],
      ['Impressoras do laboratório', 'As impressoras não imprimem frente e verso.'],
    ] as const) {
      const res = await openTicket(t.app, user, { assunto, descricao });
      expect(res.statusCode).toBe(201);
      created.push({ id: res.json().ticketId, tn: res.json().ticketNumber, titulo: assunto });
    }
  });

  it.each([
    ['Wi-Fi', 'Wi-Fi caiu no prédio B1'],
    ['wifi', 'Wi-Fi caiu no prédio B1'],
    ['wi-fi predio', 'Wi-Fi caiu no prédio B1'],
    ['2024-05', 'Wi-Fi caiu no prédio B1'],
    ['b1-1999', 'Wi-Fi caiu no prédio B1'],
    ['SEI-123', 'Acesso ao processo SEI-123'],
    ['sei-12', 'Acesso ao processo SEI-123'],
    ['impressora', 'Impressoras do laboratório'],
    ['LABORATORIO', 'Impressoras do laboratório'],
  ])('finds %s', async (texto, titulo) => {
    expect(await titles(texto)).toContain(titulo);
  });

  it('finds a ticket by its whole protocol number, first', async () => {
    const target = created[1]!;
    const page = await search(target.tn);
    expect(page.tickets[0]).toMatchObject({ id: target.id, tn: target.tn });
  });

  it('finds tickets by the first digits of their number, typed as users type them', async () => {
    const target = created[2]!;
    for (const typed of [target.tn.slice(0, 10), `#${target.tn}`, `Ticket#${target.tn}`]) {
      expect((await search(typed)).tickets.map((x) => x.id), typed).toContain(target.id);
    }
  });

  it("never finds another user's ticket by its number", async () => {
    const other = bearer(await token(claims.userB));
    const page = (await t.app.inject({ url: `/api/ticket/fulltext?texto=${created[0]!.tn}`, headers: other })).json() as Page;
    expect(page.tickets.map((x) => x.id)).not.toContain(created[0]!.id);
  });

  it('re-indexes tickets written with an older search text at start', async () => {
    const target = created[0]!;
    await t.app.db.update(tickets).set({ busca: 'texto antigo' }).where(eq(tickets.id, target.id));
    await t.app.db.update(meta).set({ valor: '1' }).where(eq(meta.chave, 'busca-versao'));
    expect(await titles('Wi-Fi')).not.toContain(target.titulo);
    expect(await reindexTicketSearch(t.app.db)).toBeGreaterThan(0);
    expect(await titles('Wi-Fi')).toContain(target.titulo);
    expect(await reindexTicketSearch(t.app.db)).toBe(0);
  });
});
