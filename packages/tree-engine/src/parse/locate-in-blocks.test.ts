import fc from 'fast-check';
import { LineCounter, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../examples/example-trees';
import { generateTree } from '../../test/generate-tree';
import { parseTree } from './parse-tree';
import { preciseDocument } from './precise-load';
import { quickLoad } from './quick-load';

/** The whole text read by the precise parser: the reference every position is checked against. */
const whole = (text: string) => parseTree(text, { precise: true });

/**
 * A text in quick-load.ts's known gap: js-yaml reads it but `yaml` finds a YAML error or warning
 * in it. There the fast path gives what js-yaml read (as it did before the block-wise reading),
 * not the precise path's YAML error.
 */
function inKnownGap(text: string): boolean {
  if (quickLoad(text) === undefined) return false;
  const doc = preciseDocument(text, new LineCounter());
  return doc.errors.length > 0 || doc.warnings.length > 0;
}

/**
 * What an author's keystrokes do to a text: a word typed or broken (most edits, so that most texts
 * stay readable YAML with findings), YAML punctuation, a line joined or split. The place is drawn
 * without fast-check's bias to small numbers, which would edit only the first lines.
 */
const WORDS = ['x', 'a', '1', ' ', 'tela', 'titluo', '#final', '${campo}', 'campo'];
const PUNCTUATION = ['  ', '\n', '\n  ', ':', ': ', '-', '#', "'", '"', '{', '[', ',', "'#final'", 'titluo: x', 'tipo: opcoes', '\n  nova:\n    tipo: opcoes\n'];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...WORDS), weight: 3 }, { arbitrary: fc.constantFrom(...PUNCTUATION), weight: 1 }, { arbitrary: fc.constant(''), weight: 1 });
const edit = fc.record({ at: fc.noBias(fc.nat()), remove: fc.nat({ max: 4 }), insert: piece });

function applyEdits(text: string, edits: { at: number; remove: number; insert: string }[]): string {
  let result = text;
  for (const { at, remove, insert } of edits) {
    const where = at % (result.length + 1);
    result = result.slice(0, where) + insert + result.slice(where + remove);
  }
  return result;
}

const generated = [3, 12, 40].map((screens, seed) => stringify(generateTree({ screens, seed }), { aliasDuplicateObjects: false }));
// One text with Windows line ends: a block's lines end in '\r\n' too.
const texts = [...exampleTrees.map((example) => example.yaml), ...generated, (exampleTrees[0]?.yaml ?? '').replaceAll('\n', '\r\n')];

describe('locating findings screen by screen', () => {
  it('gives the positions and fixes of the whole-text precise reading, on random edits of example trees', () => {
    let located = 0;
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(edit, { minLength: 1, maxLength: 3 }), (original, edits) => {
        const text = applyEdits(original, edits);
        fc.pre(!inKnownGap(text));
        const result = parseTree(text);
        const expected = whole(text);
        if (quickLoad(text) !== undefined && result.diagnostics.length > 0) located += 1;
        expect(result.diagnostics).toEqual(expected.diagnostics);
        expect(result.tree === undefined).toBe(expected.tree === undefined);
      }),
      { numRuns: 300 },
    );
    // Many edits leave YAML that js-yaml reads, with findings: the block-wise reading ran on those.
    expect(located).toBeGreaterThan(30);
  }, 120_000);

  it('places a broken reference in the middle of a 1,000-screen tree, and the screens it leaves unreachable, as the whole reading does', () => {
    const lines = ['nome: Cadeia', 'descricao: Mil telas em fila', 'inicial: tela0', 'telas:'];
    for (let i = 0; i < 1_000; i++) {
      lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Pergunta ${i}?`, '    opcoes:', `      Seguir: ${i + 1 < 1_000 ? `tela${i + 1}` : "'#final'"}`, "      Encerrar: '#final'");
    }
    const broken = `${lines.join('\n')}\n`.replace('Seguir: tela501\n', 'Seguir: tela501x\n');
    const { diagnostics } = parseTree(broken);
    expect(diagnostics[0]?.path).toEqual(['telas', 'tela500', 'opcoes', 'Seguir']);
    expect(diagnostics.filter((d) => d.path.length === 2)).toHaveLength(499); // tela501 to tela999: no one reaches them
    expect(diagnostics[0]?.fix).toBeDefined();
    expect(diagnostics).toEqual(whole(broken).diagnostics);
  });

  it('places a finding outside the screens, with its fix, as the whole reading does', () => {
    const tree = stringify(generateTree({ screens: 200, seed: 5 }), { aliasDuplicateObjects: false });
    const broken = tree.replace(/^inicial: (.*)$/m, 'inicial: $1y');
    const { diagnostics } = parseTree(broken);
    expect(diagnostics[0]).toMatchObject({ path: ['inicial'], fix: expect.any(Object) });
    expect(diagnostics).toEqual(whole(broken).diagnostics);
  });

  it('reads the whole text when the screens are not laid out two spaces in', () => {
    const layouts = [
      "nome: X\ninicial: a\ntelas:\n    a:\n        tipo: opcoes\n        pergunta: P\n        opcoes: { S: b }\n",
      "nome: X\ninicial: a\ntelas: { a: { tipo: opcoes, pergunta: P, opcoes: { S: b } } }\n",
      "nome: X\ninicial: a\ntelas:\n  'a':\n    tipo: opcoes\n    pergunta: P\n    opcoes: { S: b }\n  \"c d\":\n    tipo: opcoes\n    pergunta: 3\n    opcoes: { S: '#final' }\n",
      "telas:\n  a:\n    tipo: opcoes\n    pergunta: P\n    opcoes: { S: b }\n# fim das telas\nnome: X\ninicial: b\n",
      "nome: X\ninicial: a\ntelas:\n  { a: { tipo: opcoes, pergunta: 3, opcoes: { S: '#final' } } }\n",
    ];
    for (const text of layouts) {
      const result = parseTree(text);
      expect(result.diagnostics.length).toBeGreaterThan(0);
      expect(result.diagnostics).toEqual(whole(text).diagnostics);
    }
  });
});
