import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseTree } from '../src/parse/parse-tree';
import type { DiagnosticFix } from '../src/types';
import { verifyTree } from '../src/verify/verify-tree';

// Trees with several mistakes each, of every kind at once. Each file ends with the diagnostics it
// must give, every one of them (`# expect: line:column severity message`), and its fixes
// (`# fix: line:column "replaced" -> "inserted"`); the comments sit after the tree, so they move
// no line of it.
const dir = new URL('./fixtures/several-mistakes/', import.meta.url);
const fixtures = readdirSync(dir).filter((file) => file.endsWith('.yaml')).sort();
const read = (file: string): string => readFileSync(new URL(file, dir), 'utf8');

const expected = (yaml: string): string[] => [...yaml.matchAll(/^# expect: (.+)$/gm)].map((m) => m[1] ?? '');
const expectedFixes = (yaml: string): string[] => [...yaml.matchAll(/^# fix: (.+)$/gm)].map((m) => m[1] ?? '');

function positionOf(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

/** Applies fixes from the end of the text backwards, so earlier offsets stay right. */
const applyAll = (text: string, fixes: DiagnosticFix[]): string =>
  [...fixes].sort((a, b) => b.from - a.from).reduce((result, fix) => result.slice(0, fix.from) + fix.insert + result.slice(fix.to), text);

describe('every mistake in one verification: trees with several mistakes', () => {
  it('the corpus has trees with several mistakes of different kinds', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    for (const file of fixtures) expect(expected(read(file)).length, file).toBeGreaterThanOrEqual(4);
  });

  it.each(fixtures)('%s: reports every mistake, each at its own line and column, and nothing else', (file) => {
    const yaml = read(file);
    const { tree, diagnostics } = parseTree(yaml);
    expect(tree).toBeUndefined();
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual(expected(yaml));
    const fixes = diagnostics.flatMap((d) => (d.fix ? [`${positionOf(yaml, d.fix.from)} ${JSON.stringify(yaml.slice(d.fix.from, d.fix.to))} -> ${JSON.stringify(d.fix.insert)}`] : []));
    expect(fixes).toEqual(expectedFixes(yaml));
  });

  // A key written twice exists only in the text: the data holds the last one.
  const dataOnly = fixtures.filter((file) => !/mais de uma vez/.test(read(file)));

  it.each(dataOnly)('%s: verifyTree on the same data finds the same mistakes (the server verifies stored trees)', (file) => {
    const yaml = read(file);
    const fromText = parseTree(yaml).diagnostics.map((d) => d.message);
    expect(verifyTree(parse(yaml)).map((d) => d.message).sort()).toEqual([...fromText].sort());
  });

  it.each(fixtures.filter((file) => expectedFixes(read(file)).length > 0))('%s: applying every fix at once removes exactly those diagnostics', (file) => {
    const yaml = read(file);
    const before = parseTree(yaml).diagnostics;
    const after = parseTree(applyAll(yaml, before.flatMap((d) => (d.fix ? [d.fix] : [])))).diagnostics;
    const fixed = new Set(before.filter((d) => d.fix).map((d) => d.message));
    expect(after.filter((d) => fixed.has(d.message))).toEqual([]);
    const yamlLevel = (list: typeof before): string[] => list.filter((d) => /sintaxe YAML|mais de uma vez/.test(d.message)).map((d) => d.message);
    expect(yamlLevel(after)).toEqual(yamlLevel(before));
  });
});
