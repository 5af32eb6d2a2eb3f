import { describe, expect, it } from 'vitest';
import { validTreeText, treeWithMistake } from '../tree-form/tree-form.fixture';
import { treeDiagnostics } from './tree-diagnostics';
import type { Diagnostic } from '@chamados/tree-engine';
import type { WorkerAnswer, WorkerRequest } from '../../lib/latest-only-worker';
import { createWorkerVerifier, VERIFY_MEASURE, type VerifyRequest, type VerifyWorker } from './worker-verifier';

/**
 * A worker stand-in that answers like tree-verify.worker.ts (the same `treeDiagnostics`), in a
 * later task, and only when the test says so: the test controls which request is running.
 */
class StandInWorker implements VerifyWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer<Diagnostic[]>>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received: (WorkerRequest<VerifyRequest> & { answered?: boolean })[] = [];
  terminated = false;
  postMessage(message: WorkerRequest<VerifyRequest>) {
    this.received.push(message);
  }
  /** Answers the oldest request not answered yet, saying it took `ms` (as the real worker does). */
  answer(ms?: number) {
    const message = this.received.find((r) => !r.answered)!;
    message.answered = true;
    const { text, options } = message.request;
    this.onmessage?.({ data: { id: message.id, answer: treeDiagnostics(text, options), ms } } as MessageEvent<WorkerAnswer<Diagnostic[]>>);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the worker-backed verifier', () => {
  it('sends one text at a time and, while one runs, keeps only the newest waiting', async () => {
    const worker = new StandInWorker();
    const { verify } = createWorkerVerifier(() => worker);
    const first = verify(validTreeText);
    const second = verify('rascunho: 1');
    const third = verify(treeWithMistake, { dataHub: { lists: ['predios'], maps: [] } });
    expect(worker.received.map((r) => r.request.text)).toEqual([validTreeText]);
    expect(await second).toBeUndefined();
    worker.answer();
    expect(await first).toEqual([]);
    expect(worker.received.map((r) => r.request.text)).toEqual([validTreeText, treeWithMistake]);
    expect(worker.received[1]!.request.options).toEqual({ dataHub: { lists: ['predios'], maps: [] } });
    worker.answer();
    expect((await third)?.map((d) => d.line)).toEqual([7]);
  });

  it("verifies in the page's thread when the worker fails, and from then on", async () => {
    const worker = new StandInWorker();
    const { verify } = createWorkerVerifier(() => worker);
    const running = verify(treeWithMistake);
    worker.onerror!(new Event('error'));
    expect((await running)?.[0]?.line).toBe(7);
    expect(worker.terminated).toBe(true);
    expect(await verify(validTreeText)).toEqual([]);
    expect(worker.received).toHaveLength(1);
  });

  it("verifies in the page's thread when no worker can start", async () => {
    const { verify } = createWorkerVerifier(() => {
      throw new Error('Worker is not defined');
    });
    expect((await verify(treeWithMistake))?.[0]?.line).toBe(7);
  });

  it('stops the worker on dispose, and a pending text gets no answer', async () => {
    const worker = new StandInWorker();
    const { verify, dispose } = createWorkerVerifier(() => worker);
    const pending = verify(validTreeText);
    dispose();
    expect(await pending).toBeUndefined();
    expect(worker.terminated).toBe(true);
  });

  it("records each answer's round trip and the worker's own time, for the editor benchmark", async () => {
    performance.clearMeasures(VERIFY_MEASURE);
    const worker = new StandInWorker();
    const { verify } = createWorkerVerifier(() => worker);
    const answered = verify(treeWithMistake);
    worker.answer(12.5);
    await answered;
    const [measure] = performance.getEntriesByName(VERIFY_MEASURE) as PerformanceMeasure[];
    expect(measure?.detail).toEqual({ worker: 12.5 });
    expect(measure?.duration).toBeGreaterThanOrEqual(0);
  });
});
