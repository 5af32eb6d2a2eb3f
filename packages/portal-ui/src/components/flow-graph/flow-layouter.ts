/// <reference types="vite/client" />
import { latestOnlyWorker, type WorkerPort } from '../../lib/latest-only-worker';
import type { LayoutAnswer, LayoutRequest } from './layout-text';

/** Lays a text out: the answer, or `undefined` when a newer text came first. */
export interface FlowLayouter {
  layout(request: LayoutRequest): Promise<LayoutAnswer | undefined>;
  dispose(): void;
}

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
function startLayoutWorker(): WorkerPort<LayoutRequest, LayoutAnswer> {
  return new Worker(new URL('./flow-layout.worker.ts', import.meta.url), { type: 'module', name: 'desenho-do-fluxo' }) as unknown as WorkerPort<LayoutRequest, LayoutAnswer>;
}

/**
 * The graph's layouts: in a worker where the page can run one, newest text only; else in the page.
 * @example const layouter = createFlowLayouter(); await layouter.layout({ text, fontFamily })
 */
export function createFlowLayouter(): FlowLayouter {
  if (typeof Worker === 'undefined') return { layout: inThread, dispose: () => undefined };
  const worker = latestOnlyWorker(startLayoutWorker, inThread);
  return { layout: worker.run, dispose: worker.dispose };
}
