import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { layoutText } from './layout-text';
import { realTree } from './sample-tree';
import { stopWarmUp, warmUp } from './warm-up';

describe("the layout worker's warm-up", { timeout: 60_000 }, () => {
  it('stops at its next round when a graph asks for a layout, and keeps the last picture for it', async () => {
    const elk = new ELK();
    const request = { text: realTree(12), fontFamily: 'sans-serif' };
    const before = await layoutText(elk, request);
    const started = performance.now();
    // A budget far beyond the test's: only the stop ends it.
    const warming = warmUp(elk, 600_000);
    setTimeout(stopWarmUp, 50);
    expect(await warming).toEqual({ kind: 'same' });
    expect(performance.now() - started).toBeLessThan(30_000);
    // The warm-up's layouts did not replace the last picture: the same text is answered from it.
    expect(await layoutText(elk, request)).toBe(before);
  });

  it('lays nothing out when a graph asked before its first round', async () => {
    const elk = new ELK();
    let layouts = 0;
    const counting = { layout: (graph: Parameters<typeof elk.layout>[0]) => (layouts++, elk.layout(graph)) } as unknown as typeof elk;
    const warming = warmUp(counting, 600_000);
    stopWarmUp();
    await warming;
    expect(layouts).toBe(0);
  });

  it('lays out for about its budget when nothing stops it', async () => {
    const started = performance.now();
    await warmUp(new ELK(), 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });
});
