import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { layoutText } from './layout-text';
import { realTree } from './sample-tree';

/** ELK, counting its layouts; `fail` makes the next one throw. */
function countingElk() {
  const elk = new ELK();
  const counted = { layouts: 0, fail: false };
  const wrapped = {
    layout: (graph: Parameters<typeof elk.layout>[0]) => {
      counted.layouts++;
      if (counted.fail) {
        counted.fail = false;
        return Promise.reject(new Error('ELK falhou'));
      }
      return elk.layout(graph);
    },
  } as unknown as typeof elk;
  return { elk: wrapped, counted };
}

describe('layoutText', { timeout: 60_000 }, () => {
  it('answers a request for the graph under way with that layout: ELK lays it out once', async () => {
    const { elk, counted } = countingElk();
    const request = { text: realTree(8), fontFamily: 'sans-serif' };
    // The prefetched layout, then the graph's own request before it has ended.
    const [prefetched, graphs] = await Promise.all([layoutText(elk, request), layoutText(elk, request)]);
    expect(counted.layouts).toBe(1);
    expect(graphs).toBe(prefetched);
    expect(graphs).toMatchObject({ kind: 'layout' });
  });

  it('keeps no failed layout: the next request for it lays out again', async () => {
    const { elk, counted } = countingElk();
    const request = { text: realTree(6), fontFamily: 'serif' };
    counted.fail = true;
    await expect(layoutText(elk, request)).rejects.toThrow('ELK falhou');
    expect(await layoutText(elk, request)).toMatchObject({ kind: 'layout' });
    expect(counted.layouts).toBe(2);
  });
});
