import type { Diagnostic } from '@chamados/tree-engine';
import { latestOnlyWorker, type WorkerPort } from '../../lib/latest-only-worker';
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

/**
 * The `performance.measure` of each verification the worker answers (round trip, with the
 * worker's own parse + verify time as `detail.worker`), read by the editor benchmark.
 */
export const VERIFY_MEASURE = 'verificação da árvore';

/** What the verification worker is asked. */
export interface VerifyRequest {
  text: string;
  options: TreeVerifyOptions;
}

/** The verification worker, as the client sees it. */
export type VerifyWorker = WorkerPort<VerifyRequest, Diagnostic[]>;

/**
 * The verifier in the page's own thread: for tests (Vitest's DOM has no Worker) and for browsers
 * where the worker cannot start.
 * @example await verifyInThread('nome: [') // [{ severity: 'error', … }]
 */
export const verifyInThread: TreeVerifier = async (text, options) => treeDiagnostics(text, options);

/**
 * A verifier backed by a worker: one text is checked at a time and only the newest waits, so the
 * wait after the last key is at most the verification in progress plus the last one; a worker that
 * cannot start or fails leaves the page's thread to verify.
 * @example const { verify, dispose } = createWorkerVerifier(startVerifyWorker)
 */
export function createWorkerVerifier(startWorker: () => VerifyWorker): DisposableVerifier {
  const worker = latestOnlyWorker<VerifyRequest, Diagnostic[]>(startWorker, ({ text, options }) => treeDiagnostics(text, options), { measure: VERIFY_MEASURE });
  return { verify: (text, options = {}) => worker.run({ text, options }), dispose: worker.dispose };
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
