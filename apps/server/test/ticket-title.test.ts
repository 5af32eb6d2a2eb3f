import { describe, expect, it } from 'vitest';
import { TITLE_MAX_CHARS } from '../src/tickets/ticket-rules';
import { openTicket, TEST_TREE } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

// The built-in store cuts a long subject as the Znuny store does (test/znuny/scenarios-ops.ts):
// a title of 255 characters ending in '…', the whole subject kept in the first article.
describe('ticket titles in the built-in store', () => {
  const t = useTestApp({ ticketCache: 'off' });

  it('cuts a subject longer than 255 characters with a visible …, and keeps it whole in the first article', async () => {
    const a = bearer(await token(claims.userA));
    const assunto = `Sala 305: ${'o ar-condicionado pinga sobre as mesas do laboratório '.repeat(6)}`.slice(0, 300);
    const res = await openTicket(t.app, a, { assunto });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: a })).json();
    expect(Array.from(detail.titulo as string)).toHaveLength(TITLE_MAX_CHARS);
    expect(detail.titulo.endsWith('…')).toBe(true);
    expect(assunto.startsWith(detail.titulo.slice(0, -1))).toBe(true);
    expect(detail.artigos[0].assunto).toBe(assunto);
    // The words after the cut are still found.
    const found = (await t.app.inject({ url: '/api/ticket/fulltext?texto=mesas', headers: a })).json();
    expect(found.tickets.map((x: { id: number }) => x.id)).toContain(res.json().ticketId);
  });

  it('keeps the default subject when the tree sets none, and every list names the service beside it (issue 30)', async () => {
    const a = bearer(await token(claims.userA));
    const agent = bearer(await token(claims.agent));
    const res = await openTicket(t.app, a, { sala: '305' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().ticketId as number;
    const row = (page: { tickets: { id: number; titulo: string; servico?: string }[] }) => page.tickets.find((x) => x.id === id);
    const listed = row((await t.app.inject({ url: '/api/ticket?estado=aberto&limit=100', headers: a })).json());
    expect(listed?.titulo).toMatch(/^Chamado criado automaticamente - \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/);
    expect(listed?.servico).toBe(TEST_TREE);
    const found = row((await t.app.inject({ url: `/api/ticket/fulltext?texto=${res.json().ticketNumber}`, headers: a })).json());
    expect(found?.servico).toBe(TEST_TREE);
    const queued = row((await t.app.inject({ url: '/api/agente/chamados?estado=novos&limit=100', headers: agent })).json());
    expect(queued?.servico).toBe(TEST_TREE);
    // The desk reads the answers by label, never by property key.
    const detail = (await t.app.inject({ url: `/api/agente/chamados/${id}`, headers: agent })).json();
    expect(detail.respostas).toContainEqual({ rotulo: 'Sala', valor: '305' });
    expect(detail.respostas.map((r: { rotulo: string }) => r.rotulo)).not.toContain('sala');
  });

  it('keeps a subject of 255 characters as it is', async () => {
    const a = bearer(await token(claims.userA));
    const assunto = 'x'.repeat(TITLE_MAX_CHARS);
    const res = await openTicket(t.app, a, { assunto });
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: a })).json();
    expect(detail.titulo).toBe(assunto);
  });
});
