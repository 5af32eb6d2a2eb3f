/// <reference types="vite/client" />
// The layout worker's start and its one spare, apart from the graph's layouter: the admin's tree
// list preloads a worker without loading the layouter's store of pictures.
import { newRequestId, type WorkerPort, type WorkerRequest } from '../../lib/latest-only-worker';
import type { LayoutAnswer, LayoutRequest } from './layout-text';
import type { WarmUpRequest } from './warm-up';

/** The layout worker as the page talks to it. */
export type LayoutWorker = WorkerPort<LayoutRequest, LayoutAnswer>;

/** Starts the layout worker (Vite bundles it, with ELK, as a chunk of its own: written inline, or Vite does not see it). */
export function startLayoutWorker(): LayoutWorker {
  return new Worker(new URL('./flow-layout.worker.ts', import.meta.url), { type: 'module', name: 'desenho-do-fluxo' }) as unknown as LayoutWorker;
}

/**
 * A started worker no graph uses: warmed up ahead of the first graph, or kept from the last one
 * (with that graph's picture, which a graph of the same text gets at once). One at most.
 */
let spare: LayoutWorker | undefined;
/** Graphs with a layouter of their own: while one lives, a preload starts nothing. */
let alive = 0;

/** A graph took a layouter: while one lives, a preload starts nothing. */
export const graphStarted = (): void => void alive++;
/** A graph's layouter was disposed. */
export const graphEnded = (): void => void alive--;

/** Keeps a started worker for the next graph; one spare at most (another is stopped). */
export function keepSpare(worker: LayoutWorker): void {
  if (spare) return worker.terminate();
  spare = worker;
  worker.onmessage = null;
  worker.onerror = (event) => {
    event.preventDefault();
    if (spare === worker) spare = undefined;
    worker.terminate();
  };
}

/** The spare worker, now the caller's; none left. */
export function takeSpare(): LayoutWorker | undefined {
  const taken = spare;
  spare = undefined;
  return taken;
}

/**
 * Starts the layout worker before any graph is shown, and warms it up (about three seconds of
 * layouts in the worker's thread): the admin's first graph then draws on optimised code, in about
 * half the time a fresh worker takes at 150 screens. The admin's tree list calls it when idle;
 * nothing happens where no worker can run, or where a worker is already started. `warm: false`
 * only starts it (a graph's text is on its way: a warm-up round would stand in its way).
 * @example useEffect(() => preloadFlowLayout(), []);
 */
export function preloadFlowLayout({ warm = true }: { warm?: boolean } = {}): void {
  if (typeof Worker === 'undefined' || spare || alive > 0) return;
  let worker: LayoutWorker;
  try {
    worker = startLayoutWorker();
  } catch {
    return;
  }
  keepSpare(worker);
  if (!warm) return;
  const warmUp: WorkerRequest<WarmUpRequest> = { id: newRequestId(), request: { aquecer: true } };
  (worker as unknown as WorkerPort<WarmUpRequest, LayoutAnswer>).postMessage(warmUp);
}
