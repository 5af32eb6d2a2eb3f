import fc from 'fast-check';
import { LineCounter, stringify } from 'yaml';
import { generateTree } from '../../test/generate-tree';
import { exampleTrees } from '../examples/example-trees';
import { describe, expect, it } from 'vitest';
import { preciseDocument } from './precise-load';
import { quickLoad } from './quick-load';
import { refusedNodes } from './refused-nodes';

/** JSON with -0, NaN and the infinities spelled out, so the comparison sees them. */
const exact = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && (Object.is(v, -0) || !Number.isFinite(v)) ? `number:${Object.is(v, -0) ? '-0' : String(v)}` : v));

/** What the precise path reads, or undefined when it reports anything at all. */
function precise(text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = preciseDocument(text, lineCounter);
  if (doc.errors.length > 0 || doc.warnings.length > 0 || refusedNodes(doc, lineCounter).length > 0) return undefined;
  return doc.toJS();
}

const SCALARS = [
  'yes', 'no', 'on', 'off', 'y', 'n', 'True', 'TRUE', 'tRue', 'false', '0o12', '012', '0b101', '0x1F', '0X1F', '1_000',
  '1e3', '1E3', '1.', '.5', '+.5', '-.5', '.inf', '-.Inf', '+.INF', '.NaN', '.nan', '2024-01-01', '2024-01-01T10:00:00Z',
  '~', 'null', 'Null', 'NULL', 'nULL', '', '+12', '-0', '00', '1:20', '1:20:30', '0.1e+2', '+1e2', '-0o12', '+0x1A',
  '1.0', '-1.', '1e400', '12345678901234567890', '"a\\x41\\u00e9\\/\\N\\_"', "'it''s'", '"012"', 'R$ 10,00',
];

describe('quickLoad (js-yaml with the precise path’s YAML 1.2 rules)', () => {
  it.each(SCALARS)('reads the scalar %j as the precise path does', (scalar) => {
    const text = `k: ${scalar}\n`;
    const quick = quickLoad(text);
    expect(quick, 'a plain scalar needs no fallback').toBeDefined();
    expect(exact(quick)).toBe(exact(precise(text)));
  });

  it('reads block scalars and folded lines as the precise path does', () => {
    for (const text of ['k: |\n  a\n  b\n', 'k: >-\n  a\n  b\n\n  c\n', 'k: a\n  b\n\n  c\n', 'k: "a\n  b\n\n  c"\n', "k: 'a\n  b'\n"]) {
      expect(quickLoad(text), text).toBeDefined();
      expect(exact(quickLoad(text))).toBe(exact(precise(text)));
    }
  });

  it('declines constructs the two readers may take differently', () => {
    const declined = [
      'a: *b', // alias
      'a: &b 1', // anchor
      'a: !!float 1', // tag (js-yaml: 1, yaml: '1' with a warning)
      '%YAML 1.1\n---\na: yes', // directive
      '~: a', // null key
      'null: a',
      '? [a, b]\n: c', // explicit key
      '[a, b]: c', // list as key
      '{a: 1}: c', // map as key
      '<<: {a: 1}', // merge key
      'a: {\n  b: 1\n}', // closing bracket at the start of a line
      `${'k'.repeat(1100)}: a`, // key over 1024 characters
      'a: 1\na: 2', // duplicate key (js-yaml throws)
      'k: |2-\n    x\n', // block scalar with an indentation indicator
      'a: 1\tb', // tab
      '\ufeff- -', // byte-order mark
      "a: 'b'#c", // comment touching a value (js-yaml accepts it, yaml does not)
    ];
    for (const text of declined) expect(quickLoad(text), text.slice(0, 40)).toBeUndefined();
  });

  it('keeps ordinary trees on the fast path (masks like "###", \'#final\', prose)', () => {
    // Declining costs ~10x the time: the 50 ms budget for 1,000 screens depends on this.
    expect(quickLoad(stringify(generateTree({ screens: 100, seed: 42 }), { aliasDuplicateObjects: false }))).toBeDefined();
    for (const file of ['conta-visitante.yaml', 'email-senha.yaml', 'instalacao-software.yaml', 'laboratorio-impressora.yaml']) {
      const example = exampleTrees.find((e) => e.file === file);
      expect(example && quickLoad(example.yaml), file).toBeDefined();
    }
  });

  it('reads whatever it accepts exactly as the precise path does (generated documents)', () => {
    const word = fc.constantFrom('a', 'b', 'tela', 'R$', 'sim', 'Qual?', 'x y', '#c', '-', 'é');
    const scalar = fc.oneof(fc.constantFrom(...SCALARS), word, fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)));
    const key = fc.oneof(word, fc.constantFrom('1', '01', '0x1', 'true', '~', 'null', '"1"', "'a'", '.5', '-0', '<<', '? a'));
    const node: fc.Memo<string> = fc.memo((depth) =>
      depth <= 1
        ? scalar
        : fc.oneof(
            scalar,
            fc.array(fc.tuple(key, node(depth - 1)), { maxLength: 3 }).map((pairs) => `{ ${pairs.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
            fc.array(node(depth - 1), { maxLength: 3 }).map((items) => `[ ${items.join(', ')} ]`),
          ),
    );
    const block = fc.array(fc.tuple(key, node(3)), { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}: ${v}`).join('\n'));
    fc.assert(
      fc.property(block, (text) => {
        const quick = quickLoad(text);
        if (quick !== undefined) expect(exact(quick)).toBe(exact(precise(text)));
      }),
      { numRuns: 2000 },
    );
  });
});
