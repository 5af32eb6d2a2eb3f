import { adminTreesApi } from '@chamados/portal-api';
import { adminTreesFixture, fakeToken } from '@chamados/portal-api/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { testUserToken } from '../../test/test-user';

/** Stands in for the browser's Worker: records what the layout worker is sent. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage = null;
  onerror = null;
  received: { request: unknown }[] = [];
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: { request: unknown }) {
    this.received.push(message);
  }
  terminate() {}
}

const server = setupMswServer();
const adminToken = fakeToken({ nome: 'Paulo Henrique Dias', cpf: '98765432100', grupos: ['1702'], exp: Date.now() / 1000 + 3600 });
const tree = adminTreesFixture[0]!;

/** Counts the requests for the tree. */
function countTreeRequests() {
  const counted = { requests: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api/admin/arvore/${tree.id}`) counted.requests++;
  });
  return counted;
}

// portal-ui keeps its spare layout worker in a module: each test loads the prefetch afresh.
const load = async () => (await import('./prefetch-tree-form')).prefetchTreeForm;

describe('prefetchTreeForm: a tree editor opened by its address', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    server.events.removeAllListeners();
  });

  it("asks an admin's tree once, and gives its text to the layout worker before the form exists; the form then reads it from the cache", async () => {
    const prefetchTreeForm = await load();
    const counted = countTreeRequests();
    const store = createTestStore(adminToken);
    await prefetchTreeForm(store, tree.id);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.map((m) => m.request)).toEqual([{ aquecer: true }, { text: tree.texto, fontFamily: expect.any(String) }]);
    // The form's own query, as it mounts: answered from the cache, no second request.
    const formQuery = store.dispatch(adminTreesApi.endpoints.adminTree.initiate(tree.id));
    expect((await formQuery).data?.texto).toBe(tree.texto);
    formQuery.unsubscribe();
    expect(counted.requests).toBe(1);
  });

  it('asks nothing for a student (the route refuses them), nor for an address that names no tree', async () => {
    const prefetchTreeForm = await load();
    const counted = countTreeRequests();
    await prefetchTreeForm(createTestStore(testUserToken), tree.id);
    await prefetchTreeForm(createTestStore(adminToken), Number('abc'));
    expect(counted.requests).toBe(0);
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('lays nothing out when the tree cannot be read', async () => {
    const prefetchTreeForm = await load();
    server.use(http.get('*/api/admin/arvore/:id', () => HttpResponse.json({ mensagem: 'Árvore não encontrada' }, { status: 404 })));
    await prefetchTreeForm(createTestStore(adminToken), 404);
    expect(FakeWorker.started[0]!.received.map((m) => m.request)).toEqual([{ aquecer: true }]);
  });
});
