/** A message to a worker: request `id`. */
export interface WorkerRequest<Q> {
  id: number;
  request: Q;
}

/** A worker's answer to request `id`. */
export interface WorkerAnswer<A> {
  id: number;
  answer: A;
  /** How long the worker took on it, in ms (its own clock; the round trip adds the messages). */
  ms?: number;
  /** An answer on the way to the final one (a quick first picture): the request is still running. */
  interim?: true;
}

/** The part of a `Worker` the client uses (a test passes a stand-in). */
export interface WorkerPort<Q, A> {
  postMessage(message: WorkerRequest<Q>): void;
  onmessage: ((event: MessageEvent<WorkerAnswer<A>>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

/** Runs requests; `undefined` means a newer request came before this one ran (its answer is stale). */
export interface LatestOnly<Q, A> {
  /** `onInterim` gets the worker's answers on the way to its final one, while this request is the newest. */
  run(request: Q, onInterim?: (answer: A) => void): Promise<A | undefined>;
  /** Stops the worker; waiting requests get `undefined`. */
  dispose(): void;
  /**
   * Lets go of the worker without stopping it, for another client to use (a warm worker is worth
   * keeping): waiting requests get `undefined`, a running one's answer is never read. The worker,
   * or `undefined` when none was started (or it failed).
   */
  release(): WorkerPort<Q, A> | undefined;
}

/**
 * Request ids are unique in the page, not per client: a released worker may still answer its last
 * client's request after a new client has sent its own, and that answer must not pass for the new one.
 */
let nextId = 1;

/** An id no other request of the page has: for a message posted to a worker outside {@link latestOnlyWorker}. */
export function newRequestId(): number {
  return nextId++;
}

interface Job<Q, A> {
  id: number;
  request: Q;
  resolve: (answer: A | undefined) => void;
  onInterim?: (answer: A) => void;
  /** When it was posted to the worker (performance.now()). */
  sent?: number;
}

/** Options of `latestOnlyWorker`. */
export interface LatestOnlyOptions {
  /**
   * Records each answered request as a `performance.measure` of this name: the round trip from
   * posting to the answer, with the worker's own time as `detail.worker`. Benchmarks read it
   * (`performance.getEntriesByName`); nothing else does.
   */
  measure?: string;
  /** The same for the first interim answer of a request (the round trip from posting to it). */
  interimMeasure?: string;
}

/**
 * Work for a worker that only the newest request matters to (a verification, a layout of the text
 * being typed): one request runs at a time and only the newest waits, so an answer never queues
 * behind stale ones. If the worker cannot start or fails, the waiting request and every later one
 * run in the page's thread through `inThread`.
 * @example const layouts = latestOnlyWorker(startLayoutWorker, layoutInThread); await layouts.run({ text })
 */
export function latestOnlyWorker<Q, A>(start: () => WorkerPort<Q, A>, inThread: (request: Q) => A | Promise<A>, options: LatestOnlyOptions = {}): LatestOnly<Q, A> {
  let worker: WorkerPort<Q, A> | undefined;
  let failed = false;
  let running: Job<Q, A> | undefined;
  let waiting: Job<Q, A> | undefined;

  const runInThread = (job: Job<Q, A>) => void Promise.resolve(inThread(job.request)).then(job.resolve, () => job.resolve(undefined));
  const send = (job: Job<Q, A>) => {
    running = job;
    job.sent = performance.now();
    worker!.postMessage({ id: job.id, request: job.request });
  };
  const fail = () => {
    failed = true;
    worker?.terminate();
    worker = undefined;
    // The running request is stale when a newer one waits: only the newest is worth an answer.
    if (running && waiting) running.resolve(undefined);
    else if (running) runInThread(running);
    if (waiting) runInThread(waiting);
    running = waiting = undefined;
  };
  const started = (): boolean => {
    if (worker) return true;
    try {
      worker = start();
    } catch {
      failed = true;
      return false;
    }
    worker.onmessage = ({ data }) => {
      if (data.id !== running?.id) return;
      if (data.interim) {
        // Only the newest request's: one that waits behind it makes this one stale.
        if (waiting) return;
        if (options.interimMeasure && running.sent !== undefined) performance.measure(options.interimMeasure, { start: running.sent, end: performance.now(), detail: { worker: data.ms } });
        running.onInterim?.(data.answer);
        return;
      }
      if (options.measure && running.sent !== undefined) performance.measure(options.measure, { start: running.sent, end: performance.now(), detail: { worker: data.ms } });
      running.resolve(data.answer);
      running = undefined;
      if (waiting) {
        const next = waiting;
        waiting = undefined;
        send(next);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    return true;
  };

  return {
    run: (request, onInterim) =>
      new Promise((resolve) => {
        const job = { id: newRequestId(), request, resolve, onInterim };
        if (failed || !started()) return runInThread(job);
        if (!running) return send(job);
        waiting?.resolve(undefined);
        waiting = job;
      }),
    dispose: () => {
      worker?.terminate();
      worker = undefined;
      running?.resolve(undefined);
      waiting?.resolve(undefined);
      running = waiting = undefined;
    },
    release: () => {
      const released = worker;
      if (released) released.onmessage = released.onerror = null;
      worker = undefined;
      // A later request starts a worker of its own.
      running?.resolve(undefined);
      waiting?.resolve(undefined);
      running = waiting = undefined;
      return released;
    },
  };
}

/**
 * Inside a worker: answers each request with `handle`'s result; `interim` sends an answer on the
 * way to it (the client's `onInterim`). A failure is rethrown as an uncaught error, which the page
 * sees as the worker's `error` event (and then works in its own thread).
 * @example answerRequests((request: VerifyRequest) => treeDiagnostics(request.text, request.options))
 */
export function answerRequests<Q, A>(handle: (request: Q, interim: (answer: A) => void) => A | Promise<A>): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<WorkerRequest<Q>>) => void) | null;
    postMessage: (message: WorkerAnswer<A>) => void;
  };
  scope.onmessage = ({ data }) => {
    const started = performance.now();
    const interim = (answer: A) => scope.postMessage({ id: data.id, answer, ms: performance.now() - started, interim: true });
    Promise.resolve()
      .then(() => handle(data.request, interim))
      .then(
        (answer) => scope.postMessage({ id: data.id, answer, ms: performance.now() - started }),
        (error: unknown) =>
          setTimeout(() => {
            throw error;
          }),
      );
  };
}
