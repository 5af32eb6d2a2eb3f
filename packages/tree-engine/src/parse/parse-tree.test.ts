import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../examples/example-trees';
import { parseTree } from './parse-tree';

const SMALL = `nome: Teste
inicial: inicio
telas:
  inicio:
    tipo: formulario
    titulo: Dados
    campos:
      predio: { tipo: caixaDeTexto }
      pontos:
        tipo: tabela
        opcoes:
          campos:
            numero: { tipo: caixaDeTexto }
`;

describe('parseTree', () => {
  it('fills nome of screens, fields and table columns from their keys', () => {
    const { tree, diagnostics } = parseTree(SMALL);
    expect(diagnostics).toEqual([]);
    const screen = tree?.telas.inicio;
    expect(screen?.nome).toBe('inicio');
    if (screen?.tipo !== 'formulario') throw new Error('formulário esperado');
    expect(screen.campos.predio?.nome).toBe('predio');
    const table = screen.campos.pontos;
    expect(table?.tipo === 'tabela' && table.opcoes.campos.numero?.nome).toBe('numero');
  });

  it('returns the tree when there are only warnings', () => {
    const { tree, diagnostics } = parseTree(`${SMALL}  sobra:\n    tipo: opcoes\n    pergunta: Ninguém chega aqui\n    opcoes: { Sim: '#final' }\n`);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(tree?.telas.sobra).toBeDefined();
  });

  it('refuses a text over the byte cap, counting UTF-8 bytes', () => {
    const { tree, diagnostics } = parseTree(`nome: ${'ç'.repeat(60)}`, { maxBytes: 100 });
    expect(tree).toBeUndefined();
    expect(diagnostics[0]?.message).toBe('O arquivo passa do limite de 100 bytes.');
  });

  it('reports a value that is not text instead of throwing', () => {
    expect(parseTree(42 as unknown as string).diagnostics[0]?.message).toMatch(/texto YAML/);
  });

  it('refuses a YAML alias bomb ("billion laughs") quickly', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const started = performance.now();
    const { tree, diagnostics } = parseTree(levels.join('\n'));
    expect(performance.now() - started).toBeLessThan(500);
    expect(tree).toBeUndefined();
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.every((d) => d.message.startsWith('Aliases YAML'))).toBe(true);
  });

  it('points schema errors at the offending key', () => {
    const { diagnostics } = parseTree('nome: Teste\ninicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: 3\n    opcoes: { X: "#final" }\n');
    expect(diagnostics).toMatchObject([{ line: 6, column: 5, path: ['telas', 'a', 'pergunta'], message: 'Tela "a", chave "pergunta": deve ser um texto.' }]);
  });

  it('never throws on arbitrary text, and always explains a missing tree', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), (text) => {
        const result = parseTree(text);
        expect(Array.isArray(result.diagnostics)).toBe(true);
        if (!result.tree) expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws or hangs on texts up to 64 KB made of YAML punctuation', () => {
    const yamlish = fc.string({ unit: fc.constantFrom('-', ':', ' ', '\n', '{', '}', '[', ']', '&', '*', '!', '#', '"', "'", 'a', '|', '>', '?', '\t', 'tipo', 'telas'), maxLength: 16_000 });
    fc.assert(
      fc.property(yamlish, (text) => {
        const started = performance.now();
        const result = parseTree(text.slice(0, 65_536));
        expect(performance.now() - started).toBeLessThan(2000);
        expect(Array.isArray(result.diagnostics)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('the fast path (js-yaml) and the precise path (yaml) give the same trees', () => {
    for (const { yaml } of exampleTrees) {
      // A '*' anywhere, even in a comment, sends the text down the precise path.
      const precise = parseTree(`${yaml}\n# *\n`);
      expect(precise.tree).toBeDefined();
      expect(parseTree(yaml).tree).toEqual(precise.tree);
    }
  });

  it('never throws or hangs on arbitrary texts of 32 to 64 KB', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 32_768, maxLength: 65_536, unit: 'grapheme-ascii' }), (text) => {
        const started = performance.now();
        expect(Array.isArray(parseTree(text).diagnostics)).toBe(true);
        expect(performance.now() - started).toBeLessThan(2000);
      }),
      { numRuns: 5 },
    );
  });

  it('never throws on arbitrary JSON-like objects dumped to YAML', () => {
    const shaped = fc.record(
      {
        nome: fc.oneof(fc.string(), fc.integer()),
        inicial: fc.constantFrom('a', 'b', '#final'),
        telas: fc.dictionary(
          fc.constantFrom('a', 'b', '#final', '__proto__', 'constructor'),
          fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.record({ tipo: fc.constantFrom('opcoes', 'formulario', 'tutorial'), opcoes: fc.jsonValue({ maxDepth: 2 }), campos: fc.jsonValue({ maxDepth: 3 }) }, { requiredKeys: ['tipo'] })),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(shaped, fc.jsonValue({ maxDepth: 5 })), (value) => {
        const result = parseTree(stringify(value));
        expect(Array.isArray(result.diagnostics)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
