import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from './live-client';
import { openTicketId } from './open-ticket';
import { createTestApp, ticketStoreVariant, type TestApp } from './test-app';
import { bearer, claims, token } from './tokens';

/** A second agent, for the presence: another CPF and name in the agents' group. */
const otherAgent = { ...claims.agent, nome: 'Beatriz Suporte', name: 'Beatriz Suporte', cpf: '11144477735', email: 'beatriz@ufv.br' };

describe.skipIf(ticketStoreVariant === 'znuny')('GET /api/eventos: live events, scoped to who may see them', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let base: string;
  let a: Record<string, string>;
  let b: Record<string, string>;
  let agent: Record<string, string>;
  const clients: LiveClient[] = [];
  const open = async (headers: Record<string, string>, lastEventId?: string) => {
    const c = new LiveClient(base, headers.authorization!, lastEventId);
    clients.push(c);
    await c.ready;
    return c;
  };
  const agentArticle = async (id: number, corpo: string, interno: boolean) => {
    const res = await app.inject({ method: 'POST', url: `/api/agente/chamados/${id}/artigos`, headers: agent, payload: { corpo, anexos: [], interno } });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp({ liveHeartbeatMs: 300 });
    app = t.app;
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    a = bearer(await token(claims.userA));
    b = bearer(await token(claims.userB));
    agent = bearer(await token(claims.agent));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  it('without a token: 401, no stream', async () => {
    const res = await fetch(`${base}/api/eventos`);
    expect(res.status).toBe(401);
    expect((await res.json()).mensagem).toMatch(/\w/);
  });

  it('starts with conectado (its name and the token expiry), as text/event-stream, not cached', async () => {
    const res = await fetch(`${base}/api/eventos`, { headers: a });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    await res.body?.cancel();
    const c = await open(a);
    const hello = c.events[0]!;
    expect(hello.tipo).toBe('conectado');
    if (hello.tipo === 'conectado') expect(Date.parse(hello.expira)).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('a student gets their own new ticket, never another student’s; an agent gets both', async () => {
    const [sa, sb, sg] = await Promise.all([open(a), open(b), open(agent)]);
    const ofB = await openTicketId(app, b, { assunto: 'Impressora do B' });
    const ofA = await openTicketId(app, a, { assunto: 'Projetor da A' });
    await sa.ticket(ofA, 'criado', 1_000);
    await sb.ticket(ofB, 'criado', 1_000);
    await sg.ticket(ofB, 'criado', 1_000);
    await sg.ticket(ofA, 'criado', 1_000);
    expect(sa.ticketEvents().map((e) => e.id)).toEqual([ofA]);
    expect(sb.ticketEvents().map((e) => e.id)).toEqual([ofB]);
  });

  it('an internal note reaches agents only; the reply reaches the student; a state change both', async () => {
    const id = await openTicketId(app, a, { assunto: 'Wi-Fi caindo' });
    const [sa, sb, sg] = await Promise.all([open(a), open(b), open(agent)]);
    await agentArticle(id, 'Nota: verificar o roteador do 3º andar', true);
    await agentArticle(id, 'Reiniciamos o ponto de acesso; pode testar?', false);
    const patch = await app.inject({ method: 'PATCH', url: `/api/agente/chamados/${id}`, headers: agent, payload: { estado: 'pendente-cliente' } });
    expect(patch.statusCode, patch.body).toBe(200);
    await sg.ticket(id, 'nota');
    await sg.ticket(id, 'resposta-atendente');
    await sa.ticket(id, 'resposta-atendente');
    await sa.ticket(id, 'alterado');
    expect(sa.ticketEvents().map((e) => e.mudanca)).toEqual(['resposta-atendente', 'alterado']);
    // B's own change arrives after A's: had A's reached B, it would be here first.
    const own = await openTicketId(app, b, { assunto: 'Do B' });
    await sb.ticket(own, 'criado');
    expect(sb.ticketEvents().map((e) => e.id)).toEqual([own]);
  });

  it('the student’s answer reaches the agents', async () => {
    const id = await openTicketId(app, a, { assunto: 'Senha' });
    const sg = await open(agent);
    const res = await app.inject({ method: 'POST', url: `/api/ticket/${id}`, headers: a, payload: { corpo: 'Testei e continua', anexos: [] } });
    expect(res.statusCode, res.body).toBe(200);
    await sg.ticket(id, 'resposta-solicitante', 1_000);
  });

  it('Last-Event-ID: a reconnection gets what it missed; an id the server does not know gets recarregar', async () => {
    const id = await openTicketId(app, a, { assunto: 'Reconexão' });
    const first = await open(a);
    await agentArticle(id, 'Primeira resposta', false);
    const seen = await first.ticket(id, 'resposta-atendente');
    first.close();
    await agentArticle(id, 'Resposta enquanto a aba estava desconectada', false);
    await app.inject({ method: 'PATCH', url: `/api/agente/chamados/${id}`, headers: agent, payload: { estado: 'aberto' } });
    const again = await open(a, seen.lastEventId);
    await again.ticket(id, 'alterado');
    expect(again.ticketEvents().filter((e) => e.id === id).map((e) => e.mudanca)).toEqual(['resposta-atendente', 'alterado']);
    const stranger = await open(a, 'deadbeef-12');
    await stranger.until(() => stranger.events.some((e) => e.tipo === 'recarregar'));
  });

  it('a heartbeat comment keeps the stream alive through proxies', async () => {
    const c = await open(b);
    await c.until(() => c.comments >= 2);
  });

  it('the stream ends when the token expires (fim: token-expirado)', async () => {
    const c = await open(bearer(await token(claims.userA, 2)));
    await c.until(() => c.ended, 6_000);
    expect(c.events.at(-1)).toEqual({ tipo: 'fim', motivo: 'token-expirado' });
  });

  it('presence: agents see who else has a ticket open, and the student cannot ask', async () => {
    const id = await openTicketId(app, a, { assunto: 'Presença' });
    const other = bearer(await token(otherAgent));
    const [sg, so] = await Promise.all([open(agent), open(other)]);
    const conexao = (c: LiveClient) => (c.events[0] as { conexao: string }).conexao;
    const first = await app.inject({ method: 'POST', url: '/api/eventos/presenca', headers: agent, payload: { conexao: conexao(sg), chamados: [id] } });
    expect(first.json()).toEqual({ chamados: [{ id, agentes: [{ id: claims.agent.cpf, nome: 'Atendente DTI' }] }] });
    const second = await app.inject({ method: 'POST', url: '/api/eventos/presenca', headers: other, payload: { conexao: conexao(so), chamados: [id] } });
    expect(second.json().chamados[0].agentes.map((x: { nome: string }) => x.nome)).toEqual(['Atendente DTI', 'Beatriz Suporte']);
    await sg.until(() => sg.events.some((e) => e.tipo === 'presenca' && e.id === id && e.agentes.length === 2), 1_000);
    // The other agent's tab closes: the first sees them leave.
    so.close();
    await sg.until(() => sg.events.some((e) => e.tipo === 'presenca' && e.id === id && e.agentes.length === 1 && e.agentes[0]!.nome === 'Atendente DTI'));
    const student = await app.inject({ method: 'POST', url: '/api/eventos/presenca', headers: a, payload: { conexao: 'x', chamados: [id] } });
    expect(student.statusCode).toBe(403);
  });
});

describe.skipIf(ticketStoreVariant === 'znuny')('GET /api/eventos and the server stopping', () => {
  it('closing the app ends the open streams (fim: servidor-parando) instead of waiting for them', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = new LiveClient(base, bearer(await token(claims.userA)).authorization);
    await c.ready;
    await t.close();
    await c.until(() => c.ended);
    expect(c.events.at(-1)).toEqual({ tipo: 'fim', motivo: 'servidor-parando' });
  });
});
