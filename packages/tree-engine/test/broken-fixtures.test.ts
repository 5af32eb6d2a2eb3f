import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTree } from '../src/parse/parse-tree';
import type { Diagnostic, DiagnosticFix } from '../src/types';

const dir = new URL('./fixtures/broken/', import.meta.url);
const fixtures = readdirSync(dir).filter((file) => file.endsWith('.yaml')).sort();
const read = (file: string): string => readFileSync(new URL(file, dir), 'utf8');

interface Expectation {
  line: number;
  column: number;
  text: string;
}

interface FixExpectation {
  position: string;
  before: string;
  after: string;
}

function expectations(yaml: string): Expectation[] {
  return [...yaml.matchAll(/^# expect: (\d+):(\d+) (.+)$/gm)].map((m) => ({
    line: Number(m[1]),
    column: Number(m[2]),
    text: m[3] ?? '',
  }));
}

/** `# fix: 9:11 "descrevaa" -> "descreva"`: where the fix starts, the text it replaces, the new text. */
function fixExpectations(yaml: string): FixExpectation[] {
  return [...yaml.matchAll(/^# fix: (\d+:\d+) (".*") -> (".*")$/gm)].map((m) => ({
    position: m[1] ?? '',
    before: JSON.parse(m[2] ?? '""') as string,
    after: JSON.parse(m[3] ?? '""') as string,
  }));
}

function positionOf(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

const applyFix = (text: string, fix: DiagnosticFix): string => text.slice(0, fix.from) + fix.insert + text.slice(fix.to);
const sameFinding = (a: Diagnostic) => (b: Diagnostic): boolean => a.message === b.message && JSON.stringify(a.path) === JSON.stringify(b.path);

describe('broken fixtures: one per diagnostic, with its line, column and message', () => {
  it('there is a fixture for every kind of diagnostic', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
  });

  it.each(fixtures)('%s', (file) => {
    const yaml = read(file);
    const expected = expectations(yaml);
    expect(expected.length, 'the fixture declares what it expects').toBeGreaterThan(0);
    const { tree, diagnostics } = parseTree(yaml);
    const found = diagnostics.map((d) => ({ line: d.line, column: d.column, text: d.message }));
    for (const wanted of expected) {
      expect(found).toContainEqual(expect.objectContaining({ line: wanted.line, column: wanted.column, text: expect.stringContaining(wanted.text) }));
    }
    expect(diagnostics).toHaveLength(expected.length);
    expect(tree === undefined).toBe(diagnostics.some((d) => d.severity === 'error'));
    const fixes = diagnostics.flatMap((d) => (d.fix ? [{ position: positionOf(yaml, d.fix.from), before: yaml.slice(d.fix.from, d.fix.to), after: d.fix.insert }] : []));
    expect(fixes).toEqual(fixExpectations(yaml));
  });
});

describe('fixes: applying one to the text parseTree was given removes its diagnostic', () => {
  const withFixes = fixtures.filter((file) => fixExpectations(read(file)).length > 0);

  it('several fixtures carry a fix', () => {
    expect(withFixes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(withFixes)('%s', (file) => {
    const yaml = read(file);
    for (const diagnostic of parseTree(yaml).diagnostics) {
      if (!diagnostic.fix) continue;
      const after = parseTree(applyFix(yaml, diagnostic.fix)).diagnostics;
      expect(after.find(sameFinding(diagnostic))).toBeUndefined();
      // The fix changes the name and nothing else: the text stays YAML, the map keeps its keys.
      expect(after.filter((d) => /sintaxe YAML|mais de uma vez/.test(d.message))).toEqual([]);
    }
  });
});
