import { describe, expect, it } from 'vitest';
import { parseTree } from '../src/parse/parse-tree';
import { largeTreeYaml } from './large-tree';

// Timings live in `pnpm bench` (bench/engine.bench.ts), which prints figures; this only checks
// that the generated trees the bench measures are valid, so the figures cover every check.
describe('generated large trees', () => {
  it('a generated 1,000-screen tree is valid, so parse + verify runs every check on it', () => {
    const { tree, diagnostics } = parseTree(largeTreeYaml(1000));
    expect(diagnostics).toEqual([]);
    expect(Object.keys(tree?.telas ?? {})).toHaveLength(1000);
  });
});
