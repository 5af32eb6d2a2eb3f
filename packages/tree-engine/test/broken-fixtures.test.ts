import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTree } from '../src/parse/parse-tree';

const dir = new URL('./fixtures/broken/', import.meta.url);
const fixtures = readdirSync(dir).filter((file) => file.endsWith('.yaml')).sort();

interface Expectation {
  line: number;
  column: number;
  text: string;
}

function expectations(yaml: string): Expectation[] {
  return [...yaml.matchAll(/^# expect: (\d+):(\d+) (.+)$/gm)].map((m) => ({
    line: Number(m[1]),
    column: Number(m[2]),
    text: m[3] ?? '',
  }));
}

describe('broken fixtures: one per diagnostic, with its line, column and message', () => {
  it('there is a fixture for every kind of diagnostic', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(40);
  });

  it.each(fixtures)('%s', (file) => {
    const yaml = readFileSync(new URL(file, dir), 'utf8');
    const expected = expectations(yaml);
    expect(expected.length, 'the fixture declares what it expects').toBeGreaterThan(0);
    const { tree, diagnostics } = parseTree(yaml);
    const found = diagnostics.map((d) => ({ line: d.line, column: d.column, text: d.message }));
    for (const wanted of expected) {
      expect(found).toContainEqual(expect.objectContaining({ line: wanted.line, column: wanted.column, text: expect.stringContaining(wanted.text) }));
    }
    expect(diagnostics).toHaveLength(expected.length);
    expect(tree === undefined).toBe(diagnostics.some((d) => d.severity === 'error'));
  });
});
