/**
 * The flow graph's layout worker: reads the tree and lays it out with ELK off the page's thread,
 * so a 1,000-screen picture never delays a key. A worker started ahead of its graph warms up first
 * (`warm-up.ts`); while its ELK is still cold (or for a tree of hundreds of screens), a graph's
 * first picture comes first as a quick draft (`draft-layout.ts`), then as ELK lays it out.
 */
import type { ELK } from 'elkjs/lib/elk-api';
import { answerRequests } from '../../lib/latest-only-worker';
import { graphTitle } from './graph-title';
import { BIG_DRAFT_BOXES, DRAFT_BOXES, layoutText, type LayoutAnswer, type LayoutRequest } from './layout-text';
import { stopWarmUp, warmUp, type WarmUpRequest } from './warm-up';

/**
 * ELK is cold until it has laid out for about this long (V8 optimises its hot code after a second
 * or two of layouts): until then a graph's first picture is drafted first.
 */
const WARM_AFTER_MS = 1_500;

let elk: Promise<ELK> | undefined;
/**
 * ELK's bundle (1.4 MB) is loaded on first use, not with the worker: a fresh worker answers a
 * graph's quick first picture before compiling it (about a quarter of a second on a fresh page).
 * In a worker, ELK's first instance installs the bundle's own message handler; ours is put back,
 * and ELK runs in this thread through its in-process stand-in worker.
 */
const loadElk = (): Promise<ELK> =>
  (elk ??= (async () => {
    const ours = self.onmessage;
    const { default: Elk } = await import('elkjs/lib/elk.bundled.js');
    // The handler is ELK's once its stand-in worker is made, with the first instance.
    const loaded = new Elk();
    self.onmessage = ours;
    return loaded;
  })());

let elkMs = 0;
const timed = async (run: () => Promise<LayoutAnswer>): Promise<LayoutAnswer> => {
  const started = performance.now();
  try {
    return await run();
  } finally {
    elkMs += performance.now() - started;
  }
};

answerRequests(async (request: LayoutRequest | WarmUpRequest, interim) => {
  if ('aquecer' in request) {
    const loaded = await loadElk();
    return timed(() => warmUp(loaded));
  }
  stopWarmUp();
  // A graph's first picture: drafted past 60 boxes while ELK is cold, past 300 always.
  const draft = request.firstPicture ? { draft: interim, draftFrom: elkMs < WARM_AFTER_MS ? DRAFT_BOXES : BIG_DRAFT_BOXES } : {};
  return timed(() => layoutText(loadElk, request, { titleOf: graphTitle, ...draft }));
});
