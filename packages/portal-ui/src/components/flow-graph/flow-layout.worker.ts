/**
 * The flow graph's layout worker: reads the tree and lays it out with ELK off the page's thread,
 * so a 1,000-screen picture never delays a key. A worker started ahead of its graph warms up first
 * (`warm-up.ts`).
 */
// ELK's bundle, loaded in a worker, installs its own message handler; answerRequests (below,
// after the import has run) replaces it with ours, and ELK runs in this thread through its
// in-process stand-in worker.
import ELK from 'elkjs/lib/elk.bundled.js';
import { answerRequests } from '../../lib/latest-only-worker';
import { graphTitle } from './graph-title';
import { layoutText, type LayoutRequest } from './layout-text';
import { stopWarmUp, warmUp, type WarmUpRequest } from './warm-up';

const elk = new ELK();
answerRequests((request: LayoutRequest | WarmUpRequest) => {
  if ('aquecer' in request) return warmUp(elk);
  stopWarmUp();
  return layoutText(elk, request, { titleOf: graphTitle });
});
