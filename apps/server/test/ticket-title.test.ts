import { describe, expect, it } from 'vitest';
import { TITLE_MAX_CHARS } from '../src/tickets/ticket-rules';
import { openTicket } from './open-ticket';
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

  it('keeps a subject of 255 characters as it is', async () => {
    const a = bearer(await token(claims.userA));
    const assunto = 'x'.repeat(TITLE_MAX_CHARS);
    const res = await openTicket(t.app, a, { assunto });
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: a })).json();
    expect(detail.titulo).toBe(assunto);
  });
});
