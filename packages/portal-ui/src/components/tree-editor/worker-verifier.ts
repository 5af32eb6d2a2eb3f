import type { Diagnostic } from '@chamados/tree-engine';
import { treeDiagnostics, type TreeVerifyOptions } from './tree-diagnostics';

/**
 * Verifies a tree text: its findings, or `undefined` when a newer text was sent before this one
 * was checked (the editor drops it; the newer one answers).
 */
export type TreeVerifier = (text: string, options?: TreeVerifyOptions) => Promise<Diagnostic[] | undefined>;

/** A verifier that can be shut down (its worker stopped) when the editor goes away. */
export interface DisposableVerifier {
  verify: TreeVerifier;
  dispose(): void;
}

/** A message to the verification worker. */
export interface VerifyRequest {
  id: number;
  text: string;
  options: TreeVerifyOptions;
}

/** The worker's answer to request `id`. */
export interface VerifyResponse {
  id: number;
  diagnostics: Diagnostic[];
}

/** The part of a `Worker` the client uses (a test passes a stand-in). */
export interface VerifyWorker {
  postMessage(message: VerifyRequest): void;
  onmessage: ((event: MessageEvent<VerifyResponse>) => void) | null;
  onerror: ((event: Event) => void) | null;
  terminate(): void;
}

/**
 * The verifier in the page's own thread: for tests (Vitest's DOM has no Worker) and for browsers
 * where the worker cannot start.
 * @example await verifyInThread('nome: [') // [{ severity: 'error', … }]
 */
export const verifyInThread: TreeVerifier = async (text, options) => treeDiagnostics(text, options);

interface Job extends VerifyRequest {
  resolve: (diagnostics: Diagnostic[] | undefined) => void;
}

/**
 * A verifier backed by a worker. One text is checked at a time and only the newest waits: while
 * the admin types, a text already stale is never queued behind another, so the wait after the last
 * key is at most one verification in progress plus the last one. If the worker fails (it cannot
 * start, or it throws), the pending texts and every later one are checked in the page's thread.
 * @example const { verify, dispose } = createWorkerVerifier(startVerifyWorker)
 */
export function createWorkerVerifier(startWorker: () => VerifyWorker): DisposableVerifier {
  let worker: VerifyWorker | undefined;
  let failed = false;
  let running: Job | undefined;
  let waiting: Job | undefined;
  let nextId = 1;

  const runInThread = (job: Job) => job.resolve(treeDiagnostics(job.text, job.options));
  const send = (job: Job) => {
    running = job;
    worker!.postMessage({ id: job.id, text: job.text, options: job.options });
  };
  const fail = () => {
    failed = true;
    worker?.terminate();
    worker = undefined;
    // The running text is stale when a newer one waits: only the newest is worth an answer.
    if (running && waiting) running.resolve(undefined);
    else if (running) runInThread(running);
    if (waiting) runInThread(waiting);
    running = waiting = undefined;
  };
  const start = (): boolean => {
    if (worker) return true;
    try {
      worker = startWorker();
    } catch {
      failed = true;
      return false;
    }
    worker.onmessage = ({ data }) => {
      if (data.id !== running?.id) return;
      running.resolve(data.diagnostics);
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
    verify: (text, options = {}) =>
      new Promise((resolve) => {
        const job: Job = { id: nextId++, text, options, resolve };
        if (failed || !start()) return runInThread(job);
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
  };
}

/** Starts the verification worker (Vite bundles it as a chunk of its own). */
export function startVerifyWorker(): VerifyWorker {
  return new Worker(new URL('./tree-verify.worker.ts', import.meta.url), { type: 'module', name: 'verificador-da-arvore' }) as unknown as VerifyWorker;
}

/**
 * The editor's default verifier: the worker where the page can run one, else the page's thread.
 * @example const verifier = createTreeVerifier(); … verifier.dispose()
 */
export function createTreeVerifier(): DisposableVerifier {
  if (typeof Worker === 'undefined') return { verify: verifyInThread, dispose: () => undefined };
  return createWorkerVerifier(startVerifyWorker);
}
