import { describe, expect, it } from 'vitest';
import { lazyWalkInsights } from './use-walk-insights';
import type { WalkInsights } from './walk-insights';

/** A WalkInsights stand-in that records the calls it receives. */
function recorder(calls: string[]): WalkInsights {
  return {
    begin: (walk: { id: string }) => calls.push(`begin ${walk.id}`),
    changed: () => calls.push('changed'),
    finish: (walkId: string) => calls.push(`finish ${walkId}`),
    flush: (leaving: boolean) => calls.push(`flush ${leaving}`),
    watchPage: () => () => calls.push('stop'),
  } as unknown as WalkInsights;
}

describe('lazyWalkInsights', () => {
  it('keeps the calls made before the module arrives, in order, and passes later ones straight on', async () => {
    const calls: string[] = [];
    let arrive!: (insights: WalkInsights) => void;
    const insights = lazyWalkInsights(() => new Promise((resolve) => (arrive = resolve)));
    insights.begin({ id: 'w1' } as never);
    insights.changed(null, null);
    expect(calls).toEqual([]);
    arrive(recorder(calls));
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['begin w1', 'changed']);
    insights.finish('w1');
    expect(calls).toEqual(['begin w1', 'changed', 'finish w1']);
    insights.stop();
    expect(calls.at(-1)).toBe('stop');
  });

  it('drops the calls when the module cannot be loaded, and throws nothing at the walk', async () => {
    const insights = lazyWalkInsights(() => Promise.reject(new Error('offline')));
    insights.begin({ id: 'w1' } as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(() => insights.flush(true)).not.toThrow();
  });
});
