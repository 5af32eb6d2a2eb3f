import type { ELK } from 'elkjs/lib/elk-api';
import { layoutText, type LayoutAnswer } from './layout-text';
import { realTree } from './sample-tree';

/** Asks a fresh layout worker to warm up (`preloadFlowLayout`), before any graph needs it. */
export interface WarmUpRequest {
  aquecer: true;
}

/**
 * How long a warm-up lays out: about what V8 takes to optimise ELK's hot code. With 2 s, a 150-screen
 * tree then drew in 494 ms (median, Chromium); with 3 s in 453 ms (apps/server bench:graph).
 */
const WARM_UP_MS = 3_000;
/** A 40-screen tree: one round is short, so a graph's request waits little behind it. */
const WARM_UP_SCREENS = 40;

let stopped = false;

/**
 * Lays a made-up 40-screen tree out again and again for about three seconds, so that the first
 * real layout runs on optimised code: in Chromium a fresh worker drew a 150-screen tree in 930 ms
 * (median), a warmed-up one in 450 ms. Between rounds a graph's request gets in, and the warm-up stops for it
 * ({@link stopWarmUp}). The answer is nobody's: `same`.
 * @example await warmUp(elk)
 */
export async function warmUp(elk: ELK, budgetMs = WARM_UP_MS): Promise<LayoutAnswer> {
  stopped = false;
  const text = realTree(WARM_UP_SCREENS);
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    // A task boundary before each round: a graph's request posted meanwhile (or already waiting
    // when the worker started) is read now, and stops the warm-up before it delays that layout.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stopped) break;
    await layoutText(elk, { text, fontFamily: 'sans-serif' }, { remember: false });
  }
  return { kind: 'same' };
}

/** Stops a warm-up at its next round: a graph's own layout comes first. */
export function stopWarmUp(): void {
  stopped = true;
}
