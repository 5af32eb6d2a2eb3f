import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../examples/example-trees';
import { parseTree } from '../parse/parse-tree';
import type { Tree } from '../types';
import { constantFits } from './constant-fits';
import { placeholders } from './placeholders';
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

  it('a loop reading 40 fields asked before it settles and finds them all filled (bit 31 of the field sets)', () => {
    const names = Array.from({ length: 40 }, (_, i) => `f${i}`);
    const reads = names.map((campo) => ({ propriedade: campo, operando: { tipo: 'variavel', campo } }));
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: {
        a: form(Object.fromEntries(names.map((name) => [name, { tipo: 'caixaDeTexto' }])), { fluxos: [{ tela: 'b' }] }),
        b: form({ obs: { tipo: 'memorando' } }, { atribuicoes: reads, fluxos: [{ tela: 'c' }] }),
        c: { tipo: 'opcoes', pergunta: '?', opcoes: { Repetir: 'b', Fim: '#final' } },
      },
    };
    const started = performance.now();
    expect(verifyTree(tree)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports repeated check-box values and texts', () => {
    const option = { texto: 'Wi-Fi', valor: 'wifi' };
    const tree = { nome: 'x', inicial: 'a', telas: { a: form({ s: { tipo: 'caixaDeChecagem', opcoes: [option, option] } }) } };
    expect(verifyTree(tree).map((d) => d.message)).toEqual([
      'Tela "a", campo "s", opção 2, chave "texto": outra opção já tem texto "Wi-Fi"; troque por "Wi-Fi (2)", por exemplo.',
      'Tela "a", campo "s", opção 2, chave "valor": outra opção já tem valor "wifi"; troque por "wi-fi", por exemplo.',
    ]);
  });

  it('gives each diagnostic the path of its place', () => {
    const [diagnostic] = verifyTree({ nome: 'x', inicial: 'nada', telas: { a: form({ s: { tipo: 'memorando' } }) } });
    expect(diagnostic).toEqual({
      severity: 'error',
      code: 'missingScreen',
      params: { name: 'nada' },
      path: ['inicial'],
      message: 'Árvore, chave "inicial": a tela "nada" não existe.',
    });
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

describe('logic checks', () => {
  const simple = (comparador: string, campo: string, valor: string): Record<string, unknown> => ({
    tipo: 'simples',
    comparador,
    operando1: { tipo: 'variavel', campo },
    operando2: { tipo: 'constante', classe: 'string', valor },
  });
  const licenca = { tipo: 'caixaDeSelecao', opcoes: [{ texto: 'Livre', valor: 'livre' }, { texto: 'Paga', valor: 'paga' }] };
  const messages = (tree: unknown): string[] => verifyTree(tree).map((d) => `${d.severity}: ${d.message}`);

  it('a select compared with "!=" and a value no option has is always true; texts are checked against texts', () => {
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: {
        a: form({ licenca }, {
          atribuicoes: [
            { propriedade: 'p', operando: { tipo: 'constante', classe: 'string', valor: '1' }, condicao: simple('!=', 'licenca.valor', 'gratis') },
            { propriedade: 'q', operando: { tipo: 'constante', classe: 'string', valor: '1' }, condicao: simple('=', 'licenca.texto', 'Livre') },
            { propriedade: 'r', operando: { tipo: 'constante', classe: 'string', valor: '1' }, condicao: simple('=', 'licenca.texto', 'livre') },
          ],
        }),
      },
    };
    expect(messages(tree)).toEqual([
      'warning: Tela "a", atribuição 1, condição: nenhuma opção do campo "licenca" tem valor "gratis", então "!=" dá sempre verdadeiro.',
      'warning: Tela "a", atribuição 3, condição: nenhuma opção do campo "licenca" tem texto "livre", então "=" dá sempre falso; você quis dizer "Livre"?',
    ]);
  });

  it('a field name that is a select on one form and a text box on another is never flagged', () => {
    const tree = {
      nome: 'x',
      inicial: 'onde',
      telas: {
        onde: { tipo: 'opcoes', pergunta: '?', opcoes: { A: 'a', B: 'b' } },
        a: form({ licenca }, { fluxos: [{ tela: 'fim' }] }),
        b: form({ licenca: { tipo: 'caixaDeTexto' } }, { fluxos: [{ tela: 'fim' }] }),
        fim: form({ obs: { tipo: 'memorando' } }, { fluxos: [{ tela: '#final', condicao: simple('=', 'licenca.valor', 'gratis') }] }),
      },
    };
    expect(verifyTree(tree)).toEqual([]);
  });

  it('a flow that repeats an earlier condition gives no way forward: its screen may become unreachable', () => {
    const same = simple('=', 'c', 'x');
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: {
        a: form({ c: { tipo: 'caixaDeTexto' } }, { fluxos: [{ tela: '#final', condicao: same }, { tela: 'b', condicao: { ...same } }] }),
        b: { tipo: 'opcoes', pergunta: '?', opcoes: { Sim: '#final', Não: 'a' } },
      },
    };
    expect(messages(tree)).toEqual([
      'warning: Tela "a", fluxo 2: este fluxo nunca é usado: o fluxo 1 tem a mesma condição e é escolhido antes.',
      'warning: Tela "b": a tela não é alcançada a partir da tela inicial "a".',
    ]);
  });

  it('`<=` of a field with itself depends on whether it was filled, so it is not flagged; of a text it is always true', () => {
    const condition = (operand: unknown): unknown => ({ tipo: 'simples', comparador: '<=', operando1: operand, operando2: operand });
    const tree = (operand: unknown): unknown => ({
      nome: 'x',
      inicial: 'a',
      telas: { a: form({ c: { tipo: 'caixaDeTexto' } }, { fluxos: [{ tela: '#final', condicao: condition(operand) }] }) },
    });
    expect(verifyTree(tree({ tipo: 'variavel', campo: 'c' }))).toEqual([]);
    expect(messages(tree({ tipo: 'interpolacao', valor: 'sala ${c}' }))).toEqual(['warning: Tela "a", fluxo 1, condição: a condição compara um operando com ele mesmo e dá sempre verdadeiro.']);
  });

  it('an otrs tutorial may point at a FAQ host only when the caller allows it', () => {
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: { a: { tipo: 'tutorial', fonte: 'otrs', url: 'https://faq.ufv.br/artigo/3', telaSim: '#final', telaNao: '#final' } },
    };
    expect(messages(tree)).toEqual(['error: Tela "a", chave "url": um tutorial otrs deve apontar para um artigo da FAQ do portal (/api/faq/{número}).']);
    expect(verifyTree(tree, { faqHosts: ['faq.ufv.br'] })).toEqual([]);
    expect(messages(tree).length).toBe(1);
  });

  it('a mask with a literal sign before digits still fits an int', () => {
    const box = (mascara: string): unknown => ({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'simples', formato: 'int' }, { tipo: 'mascara', mascara }] });
    const tree = (mascara: string): unknown => ({ nome: 'x', inicial: 'a', telas: { a: form({ c: box(mascara) }) } });
    expect(verifyTree(tree('-###'))).toEqual([]);
    expect(verifyTree(tree('!1##'))).toEqual([]);
    expect(messages(tree('##-##'))).toEqual([
      'warning: Tela "a", campo "c", validador 1: a máscara "##-##" exige caracteres que o validador simples int recusa: o campo nunca pode ser preenchido.',
    ]);
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
