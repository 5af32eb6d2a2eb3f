import fc from 'fast-check';
import { isMap, isScalar, parse, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runVerify, type CliOutput } from '../src/cli/verify';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import { allowedKeysAt } from '../src/schema/allowed-keys';
import type { DiagnosticFix } from '../src/types';
import { verifyTree } from '../src/verify/verify-tree';

const applyFix = (text: string, fix: DiagnosticFix): string => text.slice(0, fix.from) + fix.insert + text.slice(fix.to);

/** Where a name sits in an example's text: a closed map's key, or a screen reference. */
interface NameSite {
  from: number;
  to: number;
  name: string;
}

/** The keys of closed maps and the screen references of a tree text, with their offsets. */
function nameSites(yaml: string): NameSite[] {
  const doc = parseDocument(yaml);
  const data: unknown = doc.toJS();
  const sites: NameSite[] = [];
  const scalarSite = (node: unknown): void => {
    if (isScalar(node) && typeof node.value === 'string' && node.range && node.value !== '#final' && node.type === 'PLAIN') {
      sites.push({ from: node.range[0], to: node.range[1], name: node.value });
    }
  };
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (!isMap(node)) {
      const items = (node as { items?: unknown[] } | null)?.items;
      if (Array.isArray(items)) items.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    const allowed = allowedKeysAt(data, path);
    for (const pair of (node as YAMLMap).items as Pair[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (allowed?.includes(key)) scalarSite(pair.key);
      const at = [...path, key];
      const screenReference = ['telaSim', 'telaNao', 'tela', 'inicial'].includes(key) || (path.length === 3 && path[2] === 'opcoes' && path[0] === 'telas' && typeof pair.value === 'object' && isScalar(pair.value));
      if (screenReference) scalarSite(pair.value as Node);
      walk(pair.value, at);
    }
  };
  walk(doc.contents, []);
  return sites;
}

/** The name with two neighbouring, different characters swapped (one edit away). */
function swapped(name: string, at: number): string | undefined {
  for (let k = 0; k < name.length - 1; k++) {
    const i = (at + k) % (name.length - 1);
    if (name[i] !== name[i + 1]) return name.slice(0, i) + (name[i + 1] ?? '') + (name[i] ?? '') + name.slice(i + 2);
  }
  return undefined;
}

describe('fixes for near-miss names', () => {
  const cases = exampleTrees.flatMap(({ file, yaml }) => nameSites(yaml).map((site) => ({ file, yaml, site })));

  it('the examples offer many names to misspell', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it('property: a swapped pair of letters in a key or a screen name gets a fix that restores the text exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.nat(), ({ yaml, site }, at) => {
        const typo = swapped(site.name, at);
        fc.pre(typo !== undefined && normalized(typo) !== normalized(site.name));
        const broken = yaml.slice(0, site.from) + typo + yaml.slice(site.to);
        const diagnostics = parseTree(broken).diagnostics;
        const fixed = diagnostics.filter((d) => d.fix).map((d) => applyFix(broken, d.fix as DiagnosticFix));
        expect(fixed).toContain(yaml);
      }),
      { numRuns: 120 },
    );
  });

  it('offsets count every character of the text given, a byte-order mark and CRLF line ends included', () => {
    const yaml = "\uFEFFnome: X\r\ninicial: a\r\ntelas:\r\n  a:\r\n    tipo: opcoes\r\n    pergunta: P\r\n    opcoes: { Um: '#final', Dois: descreva }\r\n  descrevaa: { tipo: formulario, titulo: T, campos: { c: { tipo: memorando } } }\r\n";
    const [missing, ...rest] = parseTree(yaml).diagnostics.filter((d) => d.fix);
    expect(rest).toEqual([]);
    expect(missing?.fix).toEqual({ from: yaml.indexOf('descreva }'), to: yaml.indexOf('descreva }') + 'descreva'.length, insert: 'descrevaa' });
    expect(parseTree(applyFix(yaml, missing?.fix as DiagnosticFix)).diagnostics).toEqual([]);
  });

  it("keeps the value's quotes, and quotes a name plain YAML would misread", () => {
    const flow = (comparator: string): string =>
      `nome: X\ninicial: a\ntelas:\n  a:\n    tipo: formulario\n    titulo: T\n    campos: { c: { tipo: caixaDeTexto } }\n    fluxos:\n      - tela: '#final'\n        condicao: { tipo: simples, comparador: ${comparator}, operando1: { tipo: variavel, campo: c }, operando2: { tipo: constante, classe: string, valor: x } }\n`;
    const fixOf = (text: string): DiagnosticFix | undefined => parseTree(text).diagnostics.find((d) => d.fix)?.fix;
    expect(fixOf(flow("'=>'"))?.insert).toBe("'>='");
    expect(fixOf(flow('"=="'))?.insert).toBe('"="');
    expect(fixOf(flow('≥'))?.insert).toBe("'>='");
    for (const comparator of ["'=>'", '"=="', '≥']) expect(parseTree(applyFix(flow(comparator), fixOf(flow(comparator)) as DiagnosticFix)).diagnostics).toEqual([]);
  });

  it('fixes the one placeholder meant, not an escaped $${...} that looks the same', () => {
    const yaml =
      "nome: X\ninicial: a\ntelas:\n  a:\n    tipo: formulario\n    titulo: T\n    campos: { predio: { tipo: caixaDeTexto } }\n    atribuicoes:\n      - { propriedade: assunto, operando: { tipo: interpolacao, valor: 'It''s $${predo} and ${predo}, ${predio}' } }\n";
    const [diagnostic] = parseTree(yaml).diagnostics;
    expect(diagnostic?.fix).toBeDefined();
    expect(applyFix(yaml, diagnostic?.fix as DiagnosticFix)).toBe(yaml.replace('and ${predo}', 'and ${predio}'));
  });

  it('verifyTree gives no fix (it has no text); parseTree gives the same messages with one', () => {
    const yaml = "nome: X\ninicial: a\ntelas:\n  a: { tipo: opcoes, pergunta: P, opcoes: { Um: '#final', Dois: b } }\n  bb: { tipo: opcoes, pergunta: Q, opcoes: { Um: '#final', Dois: a } }\n";
    const parsed = parseTree(yaml).diagnostics;
    expect(parsed.filter((d) => d.fix)).toHaveLength(1);
    expect(parsed.map((d) => d.message)).toContain('Tela "a", opção "Dois": a tela "b" não existe; você quis dizer "bb"?');
    const verified = verifyTree(parse(yaml));
    expect(verified.map((d) => d.message)).toEqual(parsed.map((d) => d.message));
    expect(verified.every((d) => !('fix' in d))).toBe(true);
  });
});

describe('chamados-tree verify prints the fix under its diagnostic', () => {
  it('as "correção (line:col): troque …"', async () => {
    const lines: string[] = [];
    const output: CliOutput = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
    const file = new URL('./fixtures/broken/misspelled-key.yaml', import.meta.url).pathname;
    expect(await runVerify([file], output)).toBe(1);
    expect(lines).toEqual([
      `${file}:11:9: erro: Tela "inicio", campo "predio", chave "rotluo": a chave "rotluo" não é permitida aqui; você quis dizer "rotulo"?`,
      '    correção (11:9): troque "rotluo" por "rotulo".',
      '1 arquivo verificado: 1 erro, 0 avisos.',
    ]);
  });
});

function normalized(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
