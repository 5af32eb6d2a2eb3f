import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { LiveClient } from './live-client';
import { launchTestTree, openTicketId } from './open-ticket';
import { freshPostgres } from './test-app';
import { bearer, claims, token } from './tokens';

/**
 * Live events across two instances on one PostgreSQL (LISTEN/NOTIFY), as behind a load balancer:
 * a change made through one reaches the streams open on the other within a second, scoped the
 * same way. Runs in the postgres project only.
 */
describe('live events across two instances on one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseB: string;
  let drop: () => Promise<void>;
  const clients: LiveClient[] = [];
  let student: Record<string, string>;
  let other: Record<string, string>;
  let agent: Record<string, string>;
  const open = async (headers: Record<string, string>) => {
    const c = new LiveClient(baseB, headers.authorization!);
    clients.push(c);
    await c.ready;
    return c;
  };

  beforeAll(async () => {
    const pg = await freshPostgres();
    drop = pg.drop;
    const config = testConfig({ inMemoryDatabase: false, databaseUrl: pg.url, seed: true });
    [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
    await launchTestTree(a);
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
    student = bearer(await token(claims.userA));
    other = bearer(await token(claims.userB));
    agent = bearer(await token(claims.agent));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  it('a ticket created on one reaches the agents’ queue on the other within a second, and only its student', async () => {
    const [sg, ss, so] = await Promise.all([open(agent), open(student), open(other)]);
    const id = await openTicketId(a, student, { assunto: 'Entre instâncias' });
    await sg.ticket(id, 'criado', 1_000);
    await ss.ticket(id, 'criado', 1_000);
    // A note and a reply through the first: the student on the second gets the reply only.
    for (const interno of [true, false]) {
      const res = await a.inject({ method: 'POST', url: `/api/agente/chamados/${id}/artigos`, headers: agent, payload: { corpo: interno ? 'nota' : 'resposta', anexos: [], interno } });
      expect(res.statusCode, res.body).toBe(201);
    }
    await ss.ticket(id, 'resposta-atendente', 1_000);
    await sg.ticket(id, 'resposta-atendente', 1_000);
    expect(sg.ticketEvents().filter((e) => e.id === id).map((e) => e.mudanca)).toEqual(['criado', 'nota', 'resposta-atendente']);
    expect(ss.ticketEvents().filter((e) => e.id === id).map((e) => e.mudanca)).toEqual(['criado', 'resposta-atendente']);
    const own = await openTicketId(a, other, { assunto: 'Do outro' });
    await so.ticket(own, 'criado', 1_000);
    expect(so.ticketEvents().map((e) => e.id)).toEqual([own]);
  });

  it('presence said on one instance shows on the other', async () => {
    const id = await openTicketId(a, student, { assunto: 'Presença entre instâncias' });
    const sg = await open(agent);
    const colleague = bearer(await token({ ...claims.agent, nome: 'Beatriz Suporte', name: 'Beatriz Suporte', cpf: '11144477735' }));
    const res = await a.inject({ method: 'POST', url: '/api/eventos/presenca', headers: colleague, payload: { conexao: 'aba-da-beatriz', chamados: [id] } });
    expect(res.statusCode, res.body).toBe(200);
    await sg.until(() => sg.events.some((e) => e.tipo === 'presenca' && e.id === id && e.agentes.some((x) => x.nome === 'Beatriz Suporte')), 1_000);
    expect(b.presence.agentsOf(id).map((x) => x.nome)).toEqual(['Beatriz Suporte']);
  });
});
