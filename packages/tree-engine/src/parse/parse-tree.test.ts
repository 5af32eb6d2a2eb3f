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
    const { tree, diagnostics } = parseTree(`${SMALL}  sobra:\n    tipo: opcoes\n    pergunta: Ninguém chega aqui\n    opcoes: { Sim: '#final', Não: inicio }\n`);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(tree?.telas.sobra).toBeDefined();
  });

  it('passes faqHosts to the verifier, on the fast and the precise path', () => {
    const text = "nome: X\ninicial: a\ntelas:\n  a: { tipo: tutorial, fonte: otrs, url: 'https://faq.ufv.br/3', telaSim: '#final', telaNao: '#final' }\n";
    for (const variant of [text, `${text}# *\n`]) {
      expect(parseTree(variant).tree).toBeUndefined();
      expect(parseTree(variant, { faqHosts: ['faq.ufv.br'] })).toEqual({ tree: expect.any(Object), diagnostics: [] });
    }
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
    const { diagnostics } = parseTree('nome: Teste\ninicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: 3\n    opcoes: { X: "#final", Y: a }\n');
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

  it('precise: true reads with the precise parser only, so a malformed text js-yaml accepts is refused', () => {
    // 'y]' continues the flow sequence on a line not indented past its key: invalid YAML.
    const text = 'nome: Rede\ntags: [x,\ny]\ninicial: a\ntelas:\n  a:\n    tipo: formulario\n    titulo: Descreva\n    campos:\n      texto: { tipo: memorando, rotulo: Texto }\n';
    expect(parseTree(text).tree).toBeDefined();
    const precise = parseTree(text, { precise: true });
    expect(precise.tree).toBeUndefined();
    expect(precise.diagnostics[0]).toMatchObject({ severity: 'error', line: 3 });
  });

  it('the fast path (js-yaml) and the precise path (yaml) give the same trees', () => {
    for (const { yaml } of exampleTrees) {
      // A '*' anywhere, even in a comment, sends the text down the precise path.
      const precise = parseTree(`${yaml}\n# *\n`);
      expect(precise.tree).toBeDefined();
      expect(parseTree(yaml).tree).toEqual(precise.tree);
    }
  });

  it("reads scalars by YAML 1.2's core schema on both paths, so a '*' cannot change the tree", () => {
    // Scalars that YAML 1.1, js-yaml's own schema and the yaml package read differently.
    const scalars = ['yes', 'no', 'on', 'off', 'y', '0o12', '012', '0b101', '0x1F', '-0o12', '+0x1A', '1_000', '+.5', '-.5', '-0', '2024-01-01', '2024-01-01T10:00:00Z', '1:20:30', 'True', 'FALSE'];
    const tree = (directive: string): string =>
      `${directive}nome: Escalares\ninicial: a\ntelas:\n  a:\n    tipo: formulario\n    titulo: T\n    campos: { c: { tipo: caixaDeTexto } }\n    atribuicoes:\n${scalars
        .map((scalar, i) => `      - { propriedade: p${i}, operando: { tipo: constante, classe: string, valor: ${scalar} } }\n`)
        .join('')}`;
    const values = (text: string): unknown[] => {
      const screen = parseTree(text).tree?.telas.a;
      if (screen?.tipo !== 'formulario') throw new Error(`no tree: ${JSON.stringify(parseTree(text).diagnostics)}`);
      return (screen.atribuicoes ?? []).map((a) => (a.operando.tipo === 'constante' ? a.operando.valor : undefined));
    };
    const core = ['yes', 'no', 'on', 'off', 'y', 10, 12, '0b101', 31, '-0o12', '+0x1A', '1_000', 0.5, -0.5, -0, '2024-01-01', '2024-01-01T10:00:00Z', '1:20:30', true, false];
    for (const directive of ['', '%YAML 1.1\n---\n']) {
      expect(values(tree(directive))).toEqual(core);
      expect(values(`${tree(directive)}# *\n`)).toEqual(core);
    }
  });

  it('refuses merge keys, and keys that are not text, on both paths', () => {
    const screen = "{ tipo: opcoes, pergunta: P, opcoes: { Um: '#final' } }";
    const cases: [string, string, number, number][] = [
      [`nome: X\ninicial: a\ntelas:\n  a: ${screen}\n  <<: ${screen}\n`, 'Chaves de mesclagem YAML (<<)', 5, 3],
      [`nome: X\ninicial: a\ntelas:\n  a: ${screen}\n  ~: ${screen}\n`, 'Chaves YAML devem ser textos', 5, 3],
      [`nome: X\ninicial: a\ntelas:\n  a: { tipo: opcoes, pergunta: P, opcoes: { null: '#final' } }\n`, 'Chaves YAML devem ser textos', 4, 45],
      [`nome: X\ninicial: a\ntelas:\n  a: ${screen}\n  ? [b, c]\n  : ${screen}\n`, 'Chaves YAML devem ser textos', 5, 5],
    ];
    for (const [text, message, line, column] of cases) {
      for (const variant of [text, `${text}# *\n`]) {
        const { tree, diagnostics } = parseTree(variant);
        expect(tree).toBeUndefined();
        expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining(message), line, column })]);
      }
    }
  });

  it('keys that become the same name are duplicates (1 and "1")', () => {
    const text = "nome: X\ninicial: '1'\ntelas:\n  1: { tipo: opcoes, pergunta: P, opcoes: { Um: '#final' } }\n  '1': { tipo: opcoes, pergunta: Q, opcoes: { Um: '#final' } }\n";
    for (const variant of [text, `${text}# *\n`]) {
      expect(parseTree(variant).diagnostics).toEqual([
        expect.objectContaining({ message: 'Tela "1": a chave "1" aparece mais de uma vez neste mapa.', line: 5, column: 3 }),
      ]);
    }
  });

  it('a condition nested 10,000 levels deep gives a diagnostic, not a stack overflow', () => {
    const condition = (depth: number): string =>
      `${'{ tipo: composta, operador: not, condicoes: ['.repeat(depth)}{ tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: c }, operando2: { tipo: variavel, campo: c } }${']}'.repeat(depth)}`;
    const text = (depth: number): string =>
      `nome: X\ninicial: a\ntelas:\n  a:\n    tipo: formulario\n    titulo: T\n    campos: { c: { tipo: caixaDeTexto } }\n    fluxos:\n      - tela: '#final'\n        condicao: ${condition(depth)}\n`;
    for (const depth of [60, 10_000]) {
      const { tree, diagnostics } = parseTree(text(depth));
      expect(tree).toBeUndefined();
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const d of diagnostics) expect(d).toMatchObject({ severity: 'error', message: expect.stringMatching(/aninhamento/), line: 10 });
    }
    expect(parseTree(text(20)).tree).toBeDefined();
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
