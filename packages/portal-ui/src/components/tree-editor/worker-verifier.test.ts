import { describe, expect, it } from 'vitest';
import { validTreeText, treeWithMistake } from '../tree-form/tree-form.fixture';
import { treeDiagnostics } from './tree-diagnostics';
import { createWorkerVerifier, type VerifyRequest, type VerifyResponse, type VerifyWorker } from './worker-verifier';

/**
 * A worker stand-in that answers like tree-verify.worker.ts (the same `treeDiagnostics`), in a
 * later task, and only when the test says so: the test controls which request is running.
 */
class StandInWorker implements VerifyWorker {
  onmessage: ((event: MessageEvent<VerifyResponse>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received: VerifyRequest[] = [];
  terminated = false;
  postMessage(message: VerifyRequest) {
    this.received.push(message);
  }
  /** Answers the oldest request not answered yet. */
  answer() {
    const request = this.received.find((r) => !(r as { answered?: boolean }).answered)!;
    (request as { answered?: boolean }).answered = true;
    this.onmessage?.({ data: { id: request.id, diagnostics: treeDiagnostics(request.text, request.options) } } as MessageEvent<VerifyResponse>);
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
    expect(worker.received.map((r) => r.text)).toEqual([validTreeText]);
    expect(await second).toBeUndefined();
    worker.answer();
    expect(await first).toEqual([]);
    expect(worker.received.map((r) => r.text)).toEqual([validTreeText, treeWithMistake]);
    expect(worker.received[1]!.options).toEqual({ dataHub: { lists: ['predios'], maps: [] } });
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
});
