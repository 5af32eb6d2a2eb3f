import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../examples/example-trees';
import { parseTree } from '../parse/parse-tree';
import type { Tree } from '../types';
import { constantFits } from './check-logic';
import { placeholders } from './check-names';
import { verifyTree } from './verify-tree';

const form = (campos: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown => ({ tipo: 'formulario', titulo: 'T', campos, ...extra });
const usesPredio = {
  atribuicoes: [
    {
      propriedade: 'fila',
      operando: { tipo: 'constante', classe: 'string', valor: 'N2' },
      condicao: { tipo: 'simples', comparador: '!=', operando1: { tipo: 'variavel', campo: 'predio' }, operando2: { tipo: 'constante', classe: 'string', valor: '' } },
    },
  ],
};

describe('verifyTree', () => {
  it('accepts a tree parseTree returned (with nome filled in), so the server can verify stored trees', () => {
    for (const { yaml } of exampleTrees) {
      const { tree } = parseTree(yaml);
      expect(verifyTree(JSON.parse(JSON.stringify(tree)))).toEqual([]);
    }
  });

  it('a field asked on every branch before a merge counts as filled on every path', () => {
    const tree = {
      nome: 'x',
      inicial: 'onde',
      telas: {
        onde: { tipo: 'opcoes', pergunta: '?', opcoes: { A: 'a', B: 'b' } },
        a: form({ predio: { tipo: 'caixaDeTexto' } }, { fluxos: [{ tela: 'fim' }] }),
        b: form({ predio: { tipo: 'memorando' } }, { fluxos: [{ tela: 'fim' }] }),
        fim: form({ obs: { tipo: 'memorando' } }, usesPredio),
      },
    };
    expect(verifyTree(tree)).toEqual([]);
  });

  it('a loop back to an earlier screen does not make a field optional', () => {
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: {
        a: form({ predio: { tipo: 'caixaDeTexto' } }, { fluxos: [{ tela: 'b' }] }),
        b: { tipo: 'tutorial', fonte: 'link', url: 'https://x', telaSim: '#final', telaNao: 'c' },
        c: form({ obs: { tipo: 'memorando' } }, { ...usesPredio, fluxos: [{ tela: 'b' }] }),
      },
    };
    expect(verifyTree(tree)).toEqual([]);
  });

  it('reports repeated check-box values and texts', () => {
    const option = { texto: 'Wi-Fi', valor: 'wifi' };
    const tree = { nome: 'x', inicial: 'a', telas: { a: form({ s: { tipo: 'caixaDeChecagem', opcoes: [option, option] } }) } };
    expect(verifyTree(tree).map((d) => d.message)).toEqual([
      'Tela "a", campo "s", opção 2, chave "texto": outra opção já tem texto "Wi-Fi".',
      'Tela "a", campo "s", opção 2, chave "valor": outra opção já tem valor "wifi".',
    ]);
  });

  it('gives each diagnostic the path of its place', () => {
    const [diagnostic] = verifyTree({ nome: 'x', inicial: 'nada', telas: { a: form({ s: { tipo: 'memorando' } }) } });
    expect(diagnostic).toEqual({ severity: 'error', path: ['inicial'], message: 'Árvore, chave "inicial": a tela "nada" não existe.' });
  });

  it('never throws, whatever object it is given', () => {
    const anyTree = fc.record({
      nome: fc.oneof(fc.string(), fc.constant(undefined)),
      inicial: fc.constantFrom('a', '#final', 'constructor'),
      telas: fc.dictionary(fc.constantFrom('a', 'b', '#final', '__proto__', 'toString'), fc.anything({ maxDepth: 4 })),
    });
    fc.assert(
      fc.property(fc.oneof(anyTree, fc.anything()), (value) => {
        expect(Array.isArray(verifyTree(value as Tree))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('constantFits', () => {
  it.each([
    ['int', 12, true],
    ['int', '-7', true],
    ['int', 1.5, false],
    ['int', 'dez', false],
    ['double', '1499.90', true],
    ['double', 'abc', false],
    ['boolean', 'TRUE', true],
    ['boolean', 'sim', false],
    ['string', 42, true],
  ] as const)('%s %j → %s', (classe, valor, fits) => {
    expect(constantFits({ tipo: 'constante', classe, valor })).toBe(fits);
  });
});

describe('placeholders', () => {
  it('reads ${name} like interpolate: $$ escapes, ${} and an open ${ are ignored', () => {
    expect(placeholders('${a} e ${b.texto}, R$$ ${c}, $${d}, ${}, ${e')).toEqual(['a', 'b.texto', 'c']);
  });
});
