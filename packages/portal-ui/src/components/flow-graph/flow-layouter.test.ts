import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest } from '../../lib/latest-only-worker';

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
const load = () => import('./flow-layouter');
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
    expect(FakeWorker.started[0]!.received).toHaveLength(2);
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
