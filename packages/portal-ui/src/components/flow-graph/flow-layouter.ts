/// <reference types="vite/client" />
import { latestOnlyWorker } from '../../lib/latest-only-worker';
import type { LayoutAnswer, LayoutRequest } from './layout-text';
import { openPictureStore, type PictureStore } from './picture-store';
import { graphEnded, graphStarted, keepSpare, preloadFlowLayout, startLayoutWorker, takeSpare } from './preload-flow-layout';

/**
 * Lays a text out: the answer, or `undefined` when a newer text came first. `onDraft` gets a quick
 * first picture on the way, where the worker's ELK is still cold (`request.firstPicture`).
 */
export interface FlowLayouter {
  layout(request: LayoutRequest, onDraft?: (answer: LayoutAnswer) => void): Promise<LayoutAnswer | undefined>;
  dispose(): void;
}

/** Each layout the worker answers is a `performance.measure` of this name (apps/server's bench:graph reads it). */
export const FLOW_LAYOUT_MEASURE = 'desenho do fluxo';
/** Each quick first picture the worker sends ahead of ELK's is a `performance.measure` of this name (bench:graph). */
export const FLOW_DRAFT_MEASURE = 'rascunho do fluxo';

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

/**
 * The browser's store of pictures, opened with the first graph. This chunk's address is its
 * version: a chunk's name carries the hash of its content and of the chunks it imports, the
 * worker's address (named by the worker's content) among them, so new layout code draws anew.
 */
let pictures: PictureStore | undefined;

/**
 * The graph's layouts: in a worker where the page can run one, newest text only; else in the page.
 * The worker is the spare one when there is one (`preload-flow-layout.ts`), and is kept as the
 * spare when the graph goes.
 * A text drawn before in this browser (without traffic) is answered from the browser's store of
 * pictures, without the worker: a tree opened by its address shows at once, where a fresh worker
 * takes about a second to start and lay out 150 screens. Each new picture is kept there.
 * @example const layouter = createFlowLayouter(); await layouter.layout({ text, fontFamily })
 */
export function createFlowLayouter(): FlowLayouter {
  if (typeof Worker === 'undefined') return { layout: inThread, dispose: () => undefined };
  // The worker starts now, while the tree's text is still on its way: a text the store does not
  // have then waits for a layout, not for a worker to start too. No warm-up: the text comes within
  // a few hundred ms, and a cold warm-up round (about 0.3 s) would hold the quick first picture back.
  preloadFlowLayout({ warm: false });
  const worker = latestOnlyWorker(() => takeSpare() ?? startLayoutWorker(), inThread, { measure: FLOW_LAYOUT_MEASURE, interimMeasure: FLOW_DRAFT_MEASURE });
  // Where the browser has no IndexedDB the request goes straight to the worker, as before.
  const store = typeof indexedDB === 'undefined' ? undefined : (pictures ??= openPictureStore({ version: import.meta.url }));
  graphStarted();
  let disposed = false;
  let newest = 0;
  return {
    async layout(request, onDraft) {
      // No text yet (the form before its tree arrives) is no tree: the worker is not asked.
      if (request.text.trim() === '') return { kind: 'invalid' };
      if (!store || request.traffic) return worker.run(request, onDraft);
      const mine = ++newest;
      const identity = `${request.fontFamily}\n${request.text}`;
      const started = performance.now();
      const kept = await store.get(identity);
      // A newer text came while the store answered: this one is stale, as the worker's would be.
      if (mine !== newest) return undefined;
      if (kept) {
        if (kept.signature === request.known) return { kind: 'same' };
        performance.measure(FLOW_LAYOUT_MEASURE, { start: started, end: performance.now(), detail: { worker: 0, guardado: true } });
        return { kind: 'layout', signature: kept.signature, layout: kept.layout, millis: performance.now() - started, stored: true };
      }
      const answer = await worker.run(request, onDraft);
      if (answer?.kind === 'layout') void store.put(identity, { signature: answer.signature, layout: answer.layout });
      return answer;
    },
    dispose: () => {
      if (disposed) return;
      disposed = true;
      graphEnded();
      const released = worker.release();
      if (released) keepSpare(released);
    },
  };
}
