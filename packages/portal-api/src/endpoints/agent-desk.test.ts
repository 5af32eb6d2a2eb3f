import { AgentDesk, AgentQueueRow, routes, type AgentTicketDetail } from '@chamados/api-contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Value } from 'typebox/value';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentDeskFixture, agentQueueFixture, handlers } from '../msw';
import { makeStore } from '../test/test-store';
import { agentDeskApi } from './agent-desk';

const server = setupServer(...handlers);
const seen: { method: string; url: URL }[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push({ method: request.method, url: new URL(request.url) });
});
/** The URLs of the requests `METHOD /path` that reached the server. */
const hits = (key: string) => seen.filter(({ method, url }) => `${method} ${url.pathname}` === key).map(({ url }) => url);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('the desk fixtures', () => {
  it('are what the server could send', () => {
    expect(Value.Check(AgentDesk, agentDeskFixture)).toBe(true);
    expect(agentQueueFixture.every((row) => Value.Check(AgentQueueRow, row))).toBe(true);
  });
});

describe('agent desk endpoints', () => {
  it('asks the queue with its filters as the query string the contract reads', async () => {
    const store = makeStore('token');
    const { data } = await store.dispatch(
      agentDeskApi.endpoints.agentQueue.initiate({ estado: 'novos', fila: 'N2::Redes', semAtendente: true, texto: 'wi-fi', ordem: 'prazo', offset: 0, limit: 10 }),
    );
    const [url] = hits('GET /api/agente/chamados');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ estado: 'novos', fila: 'N2::Redes', semAtendente: 'true', texto: 'wi-fi', ordem: 'prazo', offset: '0', limit: '10' });
    expect(data?.tickets.map((t) => t.id)).toEqual([42]);
  });

  it('an action on a ticket refreshes the queue and writes the ticket without fetching it', async () => {
    const ticket = { id: 41, tn: '202506111000041', titulo: 'Sem acesso ao e-mail', meu: true, atendente: 'Atendente DTI' } as AgentTicketDetail;
    server.use(http.patch(`*/api${routes.agentTicketUpdate.path}`, () => HttpResponse.json(ticket)));
    const store = makeStore('token');
    const queue = store.dispatch(agentDeskApi.endpoints.agentQueue.initiate({ estado: 'abertos' }));
    await queue;
    expect(hits('GET /api/agente/chamados')).toHaveLength(1);
    await store.dispatch(agentDeskApi.endpoints.updateAgentTicket.initiate({ id: 41, body: { assumir: true } }));
    await vi.waitFor(() => expect(hits('GET /api/agente/chamados')).toHaveLength(2));
    await vi.waitFor(() => expect(agentDeskApi.endpoints.agentTicket.select(41)(store.getState()).data?.meu).toBe(true));
    expect(hits('PATCH /api/agente/chamados/41')).toHaveLength(1);
    expect(hits('GET /api/agente/chamados/41')).toHaveLength(0);
    queue.unsubscribe();
  });

  it("the tab's count is the 'Novos' list's total, and its 403 never sends anyone to /403", async () => {
    const onForbidden = vi.fn();
    const store = makeStore('token', { onForbidden });
    const { data } = await store.dispatch(agentDeskApi.endpoints.agentNewTicketCount.initiate());
    const [url] = hits('GET /api/agente/chamados');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ estado: 'novos', limit: '1' });
    expect(typeof data).toBe('number');

    // A user of the default agent group whom this server's AGENT_GROUPS leaves out.
    server.use(http.get(`*/api${routes.agentQueue.path}`, () => HttpResponse.json({ mensagem: 'Acesso restrito à Central de Atendimento.' }, { status: 403 })));
    const fresh = makeStore('token', { onForbidden });
    const count = await fresh.dispatch(agentDeskApi.endpoints.agentNewTicketCount.initiate());
    expect(count.data).toBeUndefined();
    expect(onForbidden).not.toHaveBeenCalled();
    // The queue page itself still shows /403 for the same answer.
    await fresh.dispatch(agentDeskApi.endpoints.agentQueue.initiate({ estado: 'abertos' }));
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});
