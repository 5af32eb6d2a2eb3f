import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../api/portal-api';
import { handlers, ticketDetailFixture } from '../msw';
import { makeStore } from '../test/test-store';
import { adminTreesApi } from './admin-trees';
import { ticketsApi } from './tickets';
import { treesApi } from './trees';
import { visualizationApi } from './visualization';

const server = setupServer(...handlers);
/** Counts the requests that reach the server, by `METHOD /path`. */
const hits = new Map<string, number>();
server.events.on('request:start', ({ request }) => {
  const key = `${request.method} ${new URL(request.url).pathname}`;
  hits.set(key, (hits.get(key) ?? 0) + 1);
});
const count = (key: string) => hits.get(key) ?? 0;
/**
 * Waits until the store has no query or mutation in flight. A write's invalidations dispatch
 * their refetches as it settles, so by then every refetch it caused has been asked for and
 * answered: a count read after this is final.
 */
async function settled(store: ReturnType<typeof makeStore>) {
  await vi.waitFor(() => {
    const { queries, mutations } = store.getState()[portalApi.reducerPath];
    const inFlight = [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending');
    expect(inFlight).toEqual([]);
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hits.clear();
});
afterAll(() => server.close());

const idUsuario = '12345678909';

describe('cache tags: each write refreshes exactly what it changed', () => {
  it('creating a ticket refreshes the lists and the unseen counts', async () => {
    const store = makeStore('token');
    const list = store.dispatch(ticketsApi.endpoints.ticketList.initiate({ idUsuario, estado: 'aberto', offset: 0, limit: 10 }));
    const unseen = store.dispatch(visualizationApi.endpoints.unseenCount.initiate({ idUsuario, estado: 'aberto' }));
    await Promise.all([list, unseen]);
    expect(count('GET /api/ticket')).toBe(1);
    await store.dispatch(ticketsApi.endpoints.createTicket.initiate({ atendimento: 'atendimento-assinado', passos: [{ tela: 'inicio', opcao: 'Wi-Fi' }], anexos: [] }));
    await settled(store);
    expect(count('GET /api/ticket')).toBe(2);
    expect(count('GET /api/visualization/ticket')).toBe(2);
    list.unsubscribe();
    unseen.unsubscribe();
  });

  it('a reply writes the updated ticket into the detail without fetching it again', async () => {
    const store = makeStore('token');
    const detail = store.dispatch(ticketsApi.endpoints.ticketDetail.initiate(ticketDetailFixture.id));
    await detail;
    await store.dispatch(ticketsApi.endpoints.replyTicket.initiate({ id: ticketDetailFixture.id, body: { corpo: 'Funcionou, obrigada!', anexos: [] } }));
    await settled(store);
    const cached = ticketsApi.endpoints.ticketDetail.select(ticketDetailFixture.id)(store.getState());
    expect(cached.data?.artigos.at(-1)?.corpo).toBe('Funcionou, obrigada!');
    expect(count('GET /api/ticket/3')).toBe(1);
    detail.unsubscribe();
  });

  it('opening an unseen article shows it seen at once and refreshes the counts', async () => {
    const store = makeStore('token');
    const detail = store.dispatch(ticketsApi.endpoints.ticketDetail.initiate(ticketDetailFixture.id));
    const unseen = store.dispatch(visualizationApi.endpoints.unseenCount.initiate({ idUsuario, estado: 'aberto' }));
    await Promise.all([detail, unseen]);
    const marking = store.dispatch(visualizationApi.endpoints.markArticleSeen.initiate({ idUsuario, ticketId: 3, articleId: 32 }));
    const optimistic = ticketsApi.endpoints.ticketDetail.select(3)(store.getState()).data;
    expect(optimistic?.artigos.find((a) => a.id === 32)?.visualizado).toBe(true);
    expect(optimistic?.visualizado).toBe(true);
    await marking;
    await settled(store);
    expect(count('GET /api/visualization/ticket')).toBe(2);
    detail.unsubscribe();
    unseen.unsubscribe();
  });

  it('a refused mark-seen puts the article back as unseen', async () => {
    server.use(http.post('*/api/visualization/article', () => HttpResponse.json({ mensagem: 'Artigo não encontrado' }, { status: 404 })));
    const store = makeStore('token');
    const detail = store.dispatch(ticketsApi.endpoints.ticketDetail.initiate(3));
    await detail;
    await store.dispatch(visualizationApi.endpoints.markArticleSeen.initiate({ idUsuario, ticketId: 3, articleId: 32 }));
    expect(ticketsApi.endpoints.ticketDetail.select(3)(store.getState()).data?.artigos.find((a) => a.id === 32)?.visualizado).toBe(false);
    detail.unsubscribe();
  });

  it('launching a tree refreshes the admin list and the public service panel', async () => {
    const store = makeStore('token');
    const admin = store.dispatch(adminTreesApi.endpoints.adminTreeList.initiate());
    const panel = store.dispatch(treesApi.endpoints.treeList.initiate());
    await Promise.all([admin, panel]);
    await store.dispatch(adminTreesApi.endpoints.launchTree.initiate({ id: 1, revisao: 3 }));
    await settled(store);
    expect(count('GET /api/admin/arvore')).toBe(2);
    expect(count('GET /api/arvores')).toBe(2);
    admin.unsubscribe();
    panel.unsubscribe();
  });

  it('moving a tree writes the reordered list without fetching it again', async () => {
    const store = makeStore('token');
    const admin = store.dispatch(adminTreesApi.endpoints.adminTreeList.initiate());
    await admin;
    await store.dispatch(adminTreesApi.endpoints.moveTree.initiate({ id: 2, revisao: 1, direction: -1 }));
    await settled(store);
    expect(adminTreesApi.endpoints.adminTreeList.select()(store.getState()).data?.map((t) => t.id)).toEqual([2, 1]);
    expect(count('GET /api/admin/arvore')).toBe(1);
    admin.unsubscribe();
  });

  it('verifies a YAML text as the multipart file "arquivo"', async () => {
    const store = makeStore('token');
    const result = await store.dispatch(adminTreesApi.endpoints.verifyTree.initiate('telas:\n  a: { tipo: opcoes, opcoes: { x: descreva } }\n'));
    expect(result.data?.ok).toBe(false);
    expect(result.data?.erros[0]).toMatchObject({ line: 6 });
  });

  it('reads the data hub names once for every form that asks, and saving a tree does not fetch them again', async () => {
    const store = makeStore('token');
    const first = store.dispatch(adminTreesApi.endpoints.adminDataHubKeys.initiate());
    const second = store.dispatch(adminTreesApi.endpoints.adminDataHubKeys.initiate());
    const { data } = await first;
    await second;
    expect(data).toEqual({ disponivel: true, listas: ['campi', 'departamentos', 'predios'], mapas: ['fila-por-campus', 'fila-por-predio'] });
    await store.dispatch(adminTreesApi.endpoints.updateTree.initiate({ id: 1, revisao: 3, body: { nome: 'Rede', texto: '' } }));
    await settled(store);
    expect(count('GET /api/admin/datahub')).toBe(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('every admin write names the revision it changes in If-Match; a launch sends its share and note', async () => {
    const seen: Record<string, string | null> = {};
    let launchBody: unknown;
    server.use(
      http.put('*/api/admin/arvore/:id/lancar', async ({ request }) => {
        seen.launch = request.headers.get('if-match');
        launchBody = await request.json();
        return HttpResponse.json({ mensagem: 'Esta árvore foi alterada por Bruno às 14:32, depois que você a abriu.', revisao: 4, alteradaPor: 'Bruno', alterada: '2025-06-01T17:32:00Z' }, { status: 412 });
      }),
      http.delete('*/api/admin/arvore/:id', ({ request }) => {
        seen.delete = request.headers.get('if-match');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeStore('token');
    const refused = await store.dispatch(adminTreesApi.endpoints.launchTree.initiate({ id: 7, revisao: 3, body: { parcela: 30, nota: 'Pergunta nova' } }));
    expect(seen.launch).toBe('"7.3"');
    expect(launchBody).toEqual({ parcela: 30, nota: 'Pergunta nova' });
    expect(refused.error).toMatchObject({ status: 412, data: { alteradaPor: 'Bruno', revisao: 4 } });
    await store.dispatch(adminTreesApi.endpoints.deleteTree.initiate({ id: 7, revisao: 4 }));
    expect(seen.delete).toBe('"7.4"');
  });
});
