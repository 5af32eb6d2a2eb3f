/// <reference types="vite/client" />
import { latestOnlyWorker, newRequestId, type WorkerPort, type WorkerRequest } from '../../lib/latest-only-worker';
import type { LayoutAnswer, LayoutRequest } from './layout-text';
import type { WarmUpRequest } from './warm-up';

/** Lays a text out: the answer, or `undefined` when a newer text came first. */
export interface FlowLayouter {
  layout(request: LayoutRequest): Promise<LayoutAnswer | undefined>;
  dispose(): void;
}

type LayoutWorker = WorkerPort<LayoutRequest, LayoutAnswer>;

/** Each layout the worker answers is a `performance.measure` of this name (apps/server's bench:graph reads it). */
export const FLOW_LAYOUT_MEASURE = 'desenho do fluxo';

/**
 * The layout in the page's thread, where no worker runs. Tests (Vitest's DOM) title the screens as
 * the worker does; a production page only gets here if its worker could not start, and then names
 * the screens by their keys: tree-engine's `screenTitle` in this chunk would be shared with the
 * student's walk and split into a chunk of its own, on the student's first load (the build drops
 * this import: its mode is never 'test').
 */
const inThread = async (request: LayoutRequest): Promise<LayoutAnswer> => {
  const [{ layoutInThread }, titles] = await Promise.all([import('./layout-in-thread'), import.meta.env.MODE === 'test' ? import('./graph-title') : undefined]);
  return layoutInThread(request, titles?.graphTitle);
};

/** Starts the layout worker (Vite bundles it, with ELK, as a chunk of its own). */
function startLayoutWorker(): LayoutWorker {
  return new Worker(new URL('./flow-layout.worker.ts', import.meta.url), { type: 'module', name: 'desenho-do-fluxo' }) as unknown as LayoutWorker;
}

/**
 * A started worker no graph uses: warmed up ahead of the first graph, or kept from the last one
 * (with that graph's picture, which a graph of the same text gets at once). One at most.
 */
let spare: LayoutWorker | undefined;
/** Graphs with a layouter of their own: while one lives, a preload starts nothing. */
let alive = 0;

function keepSpare(worker: LayoutWorker): void {
  if (spare) return worker.terminate();
  spare = worker;
  worker.onmessage = null;
  worker.onerror = (event) => {
    event.preventDefault();
    if (spare === worker) spare = undefined;
    worker.terminate();
  };
}

function takeSpare(): LayoutWorker | undefined {
  const taken = spare;
  spare = undefined;
  return taken;
}

/**
 * Starts the layout worker before any graph is shown, and warms it up (about three seconds of
 * layouts in the worker's thread): the admin's first graph then draws on optimised code, in about
 * half the time a fresh worker takes at 150 screens. The admin's tree list calls it when idle;
 * nothing happens where no worker can run, or where a worker is already started.
 * @example useEffect(() => preloadFlowLayout(), []);
 */
export function preloadFlowLayout(): void {
  if (typeof Worker === 'undefined' || spare || alive > 0) return;
  let worker: LayoutWorker;
  try {
    worker = startLayoutWorker();
  } catch {
    return;
  }
  keepSpare(worker);
  const warmUp: WorkerRequest<WarmUpRequest> = { id: newRequestId(), request: { aquecer: true } };
  (worker as unknown as WorkerPort<WarmUpRequest, LayoutAnswer>).postMessage(warmUp);
}

/**
 * The graph's layouts: in a worker where the page can run one, newest text only; else in the page.
 * The worker is the spare one when there is one, and is kept as the spare when the graph goes.
 * @example const layouter = createFlowLayouter(); await layouter.layout({ text, fontFamily })
 */
export function createFlowLayouter(): FlowLayouter {
  if (typeof Worker === 'undefined') return { layout: inThread, dispose: () => undefined };
  const worker = latestOnlyWorker(() => takeSpare() ?? startLayoutWorker(), inThread, { measure: FLOW_LAYOUT_MEASURE });
  alive++;
  let disposed = false;
  return {
    layout: worker.run,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      alive--;
      const released = worker.release();
      if (released) keepSpare(released);
    },
  };
}
