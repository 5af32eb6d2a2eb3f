import { routes, type AgentQueueRow, type AgentTicketDetail, type LiveEvent, type RouteContract, type TicketDetail, type TicketListItem } from '@chamados/api-contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentDeskApi } from '../endpoints/agent-desk';
import { ticketsApi } from '../endpoints/tickets';
import { visualizationApi } from '../endpoints/visualization';
import { agentQueueAnswer, agentQueueFixture, ticketDetailFixture, ticketListFixture } from '../msw';
import { makeStore } from '../test/test-store';
import { applyLiveEvent } from './apply-live-event';

// What the server holds now: each test changes it as another user would, then sends the event
// the server would send, and checks what the pages (the subscribed queries) show.
let queue: AgentQueueRow[];
let agentTicket: AgentTicketDetail;
let studentTicket: TicketDetail;
let studentList: TicketListItem[];

const url = (route: RouteContract) => `*/api${route.path}`;
const server = setupServer(
  http.get(url(routes.agentQueue), ({ request }) => HttpResponse.json(agentQueueAnswer(new URL(request.url).searchParams, queue))),
  http.get(url(routes.agentTicket), () => HttpResponse.json(agentTicket)),
  http.get(url(routes.ticketDetail), () => HttpResponse.json(studentTicket)),
  http.get(url(routes.ticketList), () => HttpResponse.json({ tickets: studentList, maxSize: studentList.length })),
  http.get(url(routes.unseenCount), () => HttpResponse.json({ data: studentList.filter((t) => !t.visualizado).length })),
);
const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const u = new URL(request.url);
  seen.push(`${u.pathname}${u.search}`);
});
const hits = (path: string) => seen.filter((p) => p.split('?')[0] === path).length;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queue = [...agentQueueFixture];
  agentTicket = { id: 41, tn: '202506111000041', titulo: 'Sem acesso ao e-mail institucional', estado: 'novo', artigos: [] } as unknown as AgentTicketDetail;
  studentTicket = structuredClone(ticketDetailFixture);
  studentList = ticketListFixture.filter((t) => t.estado !== 'fechado').map((t) => ({ ...t, visualizado: true }));
});
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const em = '2026-12-02T14:00:00.000Z';
const ticketEvent = (id: number, mudanca: Extract<LiveEvent, { tipo: 'chamado' }>['mudanca']): LiveEvent => ({ tipo: 'chamado', id, mudanca, em });

/** An agent's pages: the queue's 'Novos' tab, the 'Atendimento' tab count and ticket 41. */
async function agentPages() {
  const store = makeStore('token');
  const subs = [
    store.dispatch(agentDeskApi.endpoints.agentQueue.initiate({ estado: 'novos' })),
    store.dispatch(agentDeskApi.endpoints.agentNewTicketCount.initiate()),
    store.dispatch(agentDeskApi.endpoints.agentTicket.initiate(41)),
  ];
  await Promise.all(subs);
  const view = () => ({
    rows: agentDeskApi.endpoints.agentQueue.select({ estado: 'novos' })(store.getState()).data?.tickets.map((t) => t.id),
    count: agentDeskApi.endpoints.agentNewTicketCount.select()(store.getState()).data,
    ticket: agentDeskApi.endpoints.agentTicket.select(41)(store.getState()).data,
  });
  return { store, view, close: () => subs.forEach((s) => s.unsubscribe()) };
}

/** A student's pages: ticket 3, the open tickets' list and its '{n} novos' badge. */
async function studentPages() {
  const store = makeStore('token');
  const listArgs = { idUsuario: 'ana', estado: 'aberto' as const, offset: 0, limit: 10 };
  const badgeArgs = { idUsuario: 'ana', estado: 'aberto' as const };
  const subs = [
    store.dispatch(ticketsApi.endpoints.ticketDetail.initiate(3)),
    store.dispatch(ticketsApi.endpoints.ticketList.initiate(listArgs)),
    store.dispatch(visualizationApi.endpoints.unseenCount.initiate(badgeArgs)),
  ];
  await Promise.all(subs);
  const view = () => ({
    ticket: ticketsApi.endpoints.ticketDetail.select(3)(store.getState()).data,
    list: ticketsApi.endpoints.ticketList.select(listArgs)(store.getState()).data?.tickets,
    badge: visualizationApi.endpoints.unseenCount.select(badgeArgs)(store.getState()).data?.data,
  });
  return { store, view, close: () => subs.forEach((s) => s.unsubscribe()) };
}

describe('applyLiveEvent', () => {
  it("a student's new ticket: its row appears in the agent's queue and the tab's count goes up, the open ticket is not read again", async () => {
    const agent = await agentPages();
    expect(agent.view().rows).toEqual([41, 42]);
    expect(agent.view().count).toBe(2);
    queue.unshift({ ...agentQueueFixture[0]!, id: 50, tn: '2025061110000050', titulo: 'Projetor da sala 310', visualizado: false });
    applyLiveEvent(agent.store.dispatch, ticketEvent(50, 'criado'));
    await vi.waitFor(() => expect(agent.view().rows).toEqual([50, 41, 42]));
    await vi.waitFor(() => expect(agent.view().count).toBe(3));
    // Ticket 41's page did not change: only ticket 50's tags were staled.
    expect(hits('/api/agente/chamados/41')).toBe(1);
    agent.close();
  });

  it("the student answers: the agent's ticket page shows it, and the queue's row its new state", async () => {
    const agent = await agentPages();
    agentTicket = { ...agentTicket, estado: 'aberto', artigos: [{ id: 501, corpo: 'Consegui entrar, obrigada.' }] } as unknown as AgentTicketDetail;
    queue = queue.map((r) => (r.id === 41 ? { ...r, estado: 'aberto' } : r));
    applyLiveEvent(agent.store.dispatch, ticketEvent(41, 'resposta-solicitante'));
    await vi.waitFor(() => expect(agent.view().ticket?.artigos.map((a) => a.id)).toEqual([501]));
    // No longer new: out of the 'Novos' tab and its count.
    await vi.waitFor(() => expect(agent.view().rows).toEqual([42]));
    await vi.waitFor(() => expect(agent.view().count).toBe(1));
    agent.close();
  });

  it("an agent replies: the student's ticket page, list and '{n} novos' badge show it", async () => {
    const student = await studentPages();
    expect(student.view().badge).toBe(0);
    const reply = { ...studentTicket.artigos[0]!, id: 900, tipo: 'saida' as const, corpo: 'Troque o driver da impressora.', visualizado: false };
    studentTicket = { ...studentTicket, estado: 'pendente-cliente', artigos: [...studentTicket.artigos, reply], visualizado: false };
    studentList = studentList.map((t) => (t.id === 3 ? { ...t, estado: 'pendente-cliente', visualizado: false } : t));
    applyLiveEvent(student.store.dispatch, ticketEvent(3, 'resposta-atendente'));
    await vi.waitFor(() => expect(student.view().ticket?.artigos.at(-1)?.id).toBe(900));
    await vi.waitFor(() => expect(student.view().list?.find((t) => t.id === 3)?.estado).toBe('pendente-cliente'));
    await vi.waitFor(() => expect(student.view().badge).toBe(1));
    student.close();
  });

  it('a change to a ticket the student does not have open refreshes the list and badge, not the open page', async () => {
    const student = await studentPages();
    studentList = studentList.map((t, i) => (i === studentList.length - 1 ? { ...t, visualizado: false } : t));
    applyLiveEvent(student.store.dispatch, ticketEvent(studentList.at(-1)!.id, 'alterado'));
    await vi.waitFor(() => expect(student.view().badge).toBe(1));
    expect(hits('/api/ticket/3')).toBe(1);
    student.close();
  });

  it('recarregar (events were missed) reads every page again', async () => {
    const agent = await agentPages();
    const student = await studentPages();
    const before = seen.length;
    applyLiveEvent(agent.store.dispatch, { tipo: 'recarregar' });
    applyLiveEvent(student.store.dispatch, { tipo: 'recarregar' });
    // Three queries each: queue, count and ticket; ticket, list and badge.
    await vi.waitFor(() => expect(seen.length - before).toBe(6));
    expect(hits('/api/agente/chamados/41')).toBe(2);
    expect(hits('/api/ticket/3')).toBe(2);
    agent.close();
    student.close();
  });

  it('conectado, presenca and fim read nothing', async () => {
    const agent = await agentPages();
    const before = seen.length;
    for (const event of [
      { tipo: 'conectado', conexao: 'c1', expira: em },
      { tipo: 'presenca', id: 41, agentes: [] },
      { tipo: 'fim', motivo: 'servidor-parando' },
    ] satisfies LiveEvent[]) applyLiveEvent(agent.store.dispatch, event);
    // Then a ticket event whose reads are known (the queue and its count): had the others
    // read anything, there would be more than these two once they are done.
    queue.unshift({ ...agentQueueFixture[0]!, id: 51 });
    applyLiveEvent(agent.store.dispatch, ticketEvent(51, 'criado'));
    await vi.waitFor(() => expect(agent.view().count).toBe(3));
    expect(seen.slice(before).sort()).toEqual(['/api/agente/chamados?estado=novos', '/api/agente/chamados?estado=novos&limit=1']);
    agent.close();
  });
});
