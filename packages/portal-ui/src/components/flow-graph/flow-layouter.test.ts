import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest } from '../../lib/latest-only-worker';
import type { LayoutAnswer } from './layout-text';
import { openPictureStore } from './picture-store';

/** Stands in for the browser's Worker: records what it is sent and whether it was stopped. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received: WorkerRequest<unknown>[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: WorkerRequest<unknown>) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

// The module keeps its spare worker between calls: each test loads it afresh.
const load = async () => ({ ...(await import('./flow-layouter')), ...(await import('./preload-flow-layout')) });
const request = { text: 'nome: x', fontFamily: 'sans-serif' };

describe('the layout worker, warmed up ahead and kept between graphs', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a preload starts one worker and asks it to warm up; the first graph lays out on that worker', async () => {
    const { preloadFlowLayout, createFlowLayouter } = await load();
    preloadFlowLayout();
    preloadFlowLayout();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.map((m) => m.request)).toEqual([{ aquecer: true }]);
    void createFlowLayouter().layout(request);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.at(-1)!.request).toEqual(request);
  });

  it('a graph that goes keeps its worker running for the next graph, which gets no second worker', async () => {
    const { createFlowLayouter, preloadFlowLayout } = await load();
    const first = createFlowLayouter();
    void first.layout(request);
    first.dispose();
    expect(FakeWorker.started[0]!.terminated).toBe(false);
    // A spare is there: a preload adds nothing.
    preloadFlowLayout();
    void createFlowLayouter().layout(request);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.map((m) => m.request)).toEqual([request, request]);
  });

  it('a graph starts its worker as it is created, before its text arrives, without a warm-up in the way of that text', async () => {
    const { createFlowLayouter } = await load();
    const layouter = createFlowLayouter();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received).toEqual([]);
    void layouter.layout(request);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.map((m) => m.request)).toEqual([request]);
  });

  it("passes the worker's quick first picture on, ahead of ELK's", async () => {
    const { createFlowLayouter } = await load();
    const drafts: LayoutAnswer[] = [];
    const answered = createFlowLayouter().layout({ ...request, firstPicture: true }, (draft) => drafts.push(draft));
    const worker = FakeWorker.started[0]!;
    const { id } = worker.received[0]!;
    const picture = { initial: 'a', width: 1, height: 1, nodes: [], edges: [] };
    worker.onmessage!(new MessageEvent('message', { data: { id, answer: { kind: 'layout', signature: 3, layout: picture, millis: 5, draft: true }, interim: true } }));
    expect(drafts).toMatchObject([{ kind: 'layout', draft: true }]);
    worker.onmessage!(new MessageEvent('message', { data: { id, answer: { kind: 'layout', signature: 3, layout: picture, millis: 900 } } }));
    expect(await answered).toMatchObject({ kind: 'layout', millis: 900 });
    expect(drafts).toHaveLength(1);
  });

  it('keeps one spare at most, and starts nothing ahead while a graph has its worker', async () => {
    const { createFlowLayouter, preloadFlowLayout } = await load();
    const a = createFlowLayouter();
    const b = createFlowLayouter();
    void a.layout(request);
    void b.layout(request);
    preloadFlowLayout();
    expect(FakeWorker.started).toHaveLength(2);
    a.dispose();
    b.dispose();
    expect(FakeWorker.started.map((worker) => worker.terminated)).toEqual([false, true]);
  });

  it('drops a spare that fails, and the next graph starts a worker of its own', async () => {
    const { createFlowLayouter, preloadFlowLayout } = await load();
    preloadFlowLayout();
    FakeWorker.started[0]!.onerror!(new Event('error', { cancelable: true }));
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    void createFlowLayouter().layout(request);
    expect(FakeWorker.started).toHaveLength(2);
  });
});

/** The layouter module's address, its store's version (not `new URL(…, import.meta.url)`: Vite rewrites that). */
const layouterUrl = import.meta.url.replace(/[^/]*$/, 'flow-layouter.ts');

describe("the browser's store of pictures, before any worker", () => {
  const layout = { initial: 'inicio', width: 320, height: 90, nodes: [], edges: [] };
  beforeEach(() => {
    vi.resetModules();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The worker's answer to the last request it was sent, as the real worker posts it. */
  function answer(worker: FakeWorker, reply: LayoutAnswer) {
    worker.onmessage!(new MessageEvent('message', { data: { id: worker.received.at(-1)!.id, answer: reply, ms: 1 } }));
  }

  it('a text drawn on an earlier visit is answered from the store, not by the worker; the same picture on screen is `same`', async () => {
    const first = (await load()).createFlowLayouter();
    const answered = first.layout(request);
    // The worker started ahead gets the text once the store has missed.
    await vi.waitFor(() => expect(FakeWorker.started[0]?.received).toHaveLength(1));
    answer(FakeWorker.started[0]!, { kind: 'layout', signature: 7, layout, millis: 900 });
    expect(await answered).toMatchObject({ kind: 'layout', signature: 7 });
    // Kept once it stayed the newest picture for a moment (read through a store of the same build).
    const version = layouterUrl;
    const kept = () => openPictureStore({ version }).get(`${request.fontFamily}\n${request.text}`);
    await vi.waitFor(async () => expect(await kept()).toEqual({ signature: 7, layout }), { timeout: 10_000, interval: 200 });

    // The next visit: the module afresh (a new page), the same browser's store.
    vi.resetModules();
    const again = (await load()).createFlowLayouter();
    expect(await again.layout(request)).toMatchObject({ kind: 'layout', signature: 7, layout, stored: true });
    expect(await again.layout({ ...request, known: 7 })).toEqual({ kind: 'same' });
    // The new page's worker, started ahead, was asked nothing.
    expect(FakeWorker.started).toHaveLength(2);
    expect(FakeWorker.started[1]!.received).toEqual([]);
    // Another text is laid out by that worker, as before.
    void again.layout({ ...request, text: 'nome: y' });
    await vi.waitFor(() => expect(FakeWorker.started[1]!.received.at(-1)!.request).toMatchObject({ text: 'nome: y' }));
  });

  it("a period's traffic goes to the worker even for a kept text, and an older request answered late is dropped", async () => {
    const version = layouterUrl;
    await openPictureStore({ version, settleMs: 0 }).put(`${request.fontFamily}\n${request.text}`, { signature: 7, layout });
    const layouter = (await load()).createFlowLayouter();
    const withTraffic = layouter.layout({ ...request, traffic: { telas: [], arestas: [] } });
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.at(-1)!.request).toMatchObject({ traffic: { telas: [] } });
    answer(FakeWorker.started[0]!, { kind: 'layout', signature: 8, layout, millis: 900 });
    expect(await withTraffic).toMatchObject({ signature: 8 });
    // Two texts in a row: the first, though kept, is stale by the time the store answers.
    const older = layouter.layout(request);
    const newer = layouter.layout({ ...request, text: 'nome: z' });
    expect(await older).toBeUndefined();
    await vi.waitFor(() => expect(FakeWorker.started[0]!.received.at(-1)!.request).toMatchObject({ text: 'nome: z' }));
    answer(FakeWorker.started[0]!, { kind: 'invalid' });
    expect(await newer).toEqual({ kind: 'invalid' });
  });
});
