import { describe, expect, it } from 'vitest';
import { latestOnlyWorker, type WorkerAnswer, type WorkerPort, type WorkerRequest } from './latest-only-worker';

/** A worker stand-in that doubles numbers when the test says so, oldest request first. */
class Doubler implements WorkerPort<number, number> {
  onmessage: ((event: MessageEvent<WorkerAnswer<number>>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  received: WorkerRequest<number>[] = [];
  terminated = false;
  postMessage(message: WorkerRequest<number>) {
    this.received.push(message);
  }
  answer() {
    const message = this.received.shift()!;
    this.onmessage?.({ data: { id: message.id, answer: message.request * 2 } } as MessageEvent<WorkerAnswer<number>>);
  }
  terminate() {
    this.terminated = true;
  }
}

const neverInThread = () => {
  throw new Error('no thread of its own in this test');
};

describe('releasing a latest-only worker', () => {
  it('hands the worker over running, answers its waiting requests undefined, and starts another for a later request', async () => {
    const workers: Doubler[] = [];
    const client = latestOnlyWorker(() => {
      workers.push(new Doubler());
      return workers.at(-1)!;
    }, neverInThread);
    const running = client.run(1);
    const waiting = client.run(2);
    const released = client.release();
    expect(released).toBe(workers[0]);
    expect(workers[0]!.terminated).toBe(false);
    expect(released!.onmessage).toBeNull();
    expect(await running).toBeUndefined();
    expect(await waiting).toBeUndefined();
    const later = client.run(5);
    expect(workers).toHaveLength(2);
    workers[1]!.answer();
    expect(await later).toBe(10);
  });

  it('releases nothing when no worker was started', () => {
    expect(latestOnlyWorker(() => new Doubler(), neverInThread).release()).toBeUndefined();
  });

  it("a new client of a released worker never takes the last client's late answer for its own", async () => {
    const shared = new Doubler();
    const first = latestOnlyWorker(() => shared, neverInThread);
    void first.run(100);
    first.release();
    const second = latestOnlyWorker(() => shared, neverInThread);
    const mine = second.run(3);
    // The worker answers the first client's request first (it was running), then the second's.
    shared.answer();
    shared.answer();
    expect(await mine).toBe(6);
  });
});

describe('interim answers', () => {
  /** Sends the oldest request's interim answer (its number, negated), leaving it running. */
  const interim = (worker: Doubler) => {
    const message = worker.received[0]!;
    worker.onmessage?.({ data: { id: message.id, answer: -message.request, interim: true } } as MessageEvent<WorkerAnswer<number>>);
  };

  it('reach the running request before its final answer, which still resolves it', async () => {
    const worker = new Doubler();
    const client = latestOnlyWorker(() => worker, neverInThread);
    const seen: number[] = [];
    const final = client.run(4, (answer) => seen.push(answer));
    interim(worker);
    expect(seen).toEqual([-4]);
    worker.answer();
    expect(await final).toBe(8);
    expect(seen).toEqual([-4]);
  });

  it('are dropped once a newer request waits: that one is what the page will show', async () => {
    const worker = new Doubler();
    const client = latestOnlyWorker(() => worker, neverInThread);
    const seen: number[] = [];
    const stale = client.run(1, (answer) => seen.push(answer));
    const newest = client.run(2, (answer) => seen.push(answer));
    interim(worker);
    expect(seen).toEqual([]);
    worker.answer();
    expect(await stale).toBe(2);
    interim(worker);
    worker.answer();
    expect(seen).toEqual([-2]);
    expect(await newest).toBe(4);
  });
});
