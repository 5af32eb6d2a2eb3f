import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import { verifyTree } from '../src/verify/verify-tree';
import { generateTree } from './generate-tree';
import { validTree } from './valid-tree-arbitrary';

/** Both readers: the fast path (js-yaml) and, with a '*' in a comment, the precise one (yaml). */
const bothPaths = (yaml: string): string[] => [yaml, `${yaml}\n# *\n`];

const tree = (telas: string): string => `nome: Caso\ninicial: inicio\ntelas:\n${telas}`;

// Valid trees that sit next to a logic check and must not trip it.
const TRICKY: Record<string, string> = {
  'a later flow is reachable because the earlier one has a condition': tree(`
  inicio:
    tipo: formulario
    titulo: Dados
    campos: { sala: { tipo: caixaDeTexto } }
    fluxos:
      - tela: outra
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '101' } }
      - tela: outra
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '102' } }
      - tela: '#final'
  outra:
    tipo: opcoes
    pergunta: Outra?
    opcoes: { Sim: '#final', Não: inicio }
`),
  '`not` wrapping an `or`, after the `or` itself': tree(`
  inicio:
    tipo: formulario
    titulo: Dados
    campos: { sala: { tipo: caixaDeTexto }, bloco: { tipo: caixaDeTexto } }
    fluxos:
      - tela: '#final'
        condicao:
          tipo: composta
          operador: or
          condicoes:
            - { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '' } }
            - { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: bloco }, operando2: { tipo: constante, classe: string, valor: '' } }
      - tela: outra
        condicao:
          tipo: composta
          operador: not
          condicoes:
            - tipo: composta
              operador: or
              condicoes:
                - { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '' } }
                - { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: bloco }, operando2: { tipo: constante, classe: string, valor: '' } }
  outra:
    tipo: opcoes
    pergunta: Outra?
    opcoes: { Sim: '#final', Não: inicio }
`),
  'a select compared with an option value defined on another branch': tree(`
  inicio:
    tipo: opcoes
    pergunta: Qual licença?
    opcoes: { Livre: livre, Paga: paga }
  livre:
    tipo: formulario
    titulo: Livre
    campos: { licenca: { tipo: caixaDeSelecao, opcoes: [{ texto: GPL, valor: gpl }] } }
    fluxos: [{ tela: resumo }]
  paga:
    tipo: formulario
    titulo: Paga
    campos: { licenca: { tipo: caixaDeSelecao, opcoes: [{ texto: Comprar, valor: adquirir }] } }
    fluxos: [{ tela: resumo }]
  resumo:
    tipo: formulario
    titulo: Resumo
    campos: { obs: { tipo: memorando } }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: constante, classe: string, valor: 'N2::Compras' }
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: licenca.valor }, operando2: { tipo: constante, classe: string, valor: adquirir } }
      - propriedade: prioridade
        operando: { tipo: constante, classe: string, valor: '3 Normal' }
        condicao: { tipo: simples, comparador: '!=', operando1: { tipo: variavel, campo: licenca.texto }, operando2: { tipo: constante, classe: string, valor: GPL } }
`),
  'a data-hub select is never compared against options': tree(`
  inicio:
    tipo: formulario
    titulo: Dados
    campos: { campus: { tipo: caixaDeSelecao, opcoes: { chave: campi } } }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: constante, classe: string, valor: 'N2::RP' }
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: campus.valor }, operando2: { tipo: constante, classe: string, valor: rio-paranaiba } }
`),
  'youtu.be, m.youtube.com and youtube-nocookie.com links; a FAQ route': tree(`
  inicio:
    tipo: tutorial
    fonte: youtube
    url: https://youtu.be/dQw4w9WgXcQ
    telaSim: '#final'
    telaNao: movel
  movel:
    tipo: tutorial
    fonte: youtube
    url: https://m.youtube.com/watch?v=dQw4w9WgXcQ
    telaSim: '#final'
    telaNao: embutido
  embutido:
    tipo: tutorial
    fonte: youtube
    url: https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ
    telaSim: '#final'
    telaNao: faq
  faq:
    tipo: tutorial
    fonte: otrs
    url: /api/faq/7
    telaSim: '#final'
    telaNao: '#final'
`),
  'a mask of digits only with int, and a decimal mask with double': tree(`
  inicio:
    tipo: formulario
    titulo: Dados
    campos:
      patrimonio: { tipo: caixaDeTexto, validadores: [{ tipo: mascara, mascara: '######' }, { tipo: simples, formato: int }] }
      valor: { tipo: caixaDeTexto, validadores: [{ tipo: mascara, mascara: '###,##' }, { tipo: simples, formato: double }] }
      anexos: { tipo: caixaDeAnexo, opcoes: { tamMaxPorArquivoMb: 5, tamMaxTotalMb: 5 } }
`),
  '${fila} read before fila is reassigned; conditional assignments of one property': tree(`
  inicio:
    tipo: formulario
    titulo: Dados
    campos: { sala: { tipo: caixaDeTexto } }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: constante, classe: string, valor: 'N2::Redes' }
      - propriedade: assunto
        operando: { tipo: interpolacao, valor: 'Encaminhado a \${fila}' }
      - propriedade: fila
        operando: { tipo: constante, classe: string, valor: 'N2::Suporte' }
      - propriedade: prioridade
        operando: { tipo: constante, classe: string, valor: '3 Normal' }
        condicao: { tipo: simples, comparador: '!=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '' } }
      - propriedade: prioridade
        operando: { tipo: constante, classe: string, valor: '4 Baixo' }
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '' } }
`),
  'a placeholder of a field not on every path that a property of the same name fills': tree(`
  inicio:
    tipo: opcoes
    pergunta: Onde?
    opcoes: { No prédio: predio, Em casa: descricao }
  predio:
    tipo: formulario
    titulo: Prédio
    campos: { sala: { tipo: caixaDeTexto, mapeamento: sala } }
    fluxos: [{ tela: descricao }]
  descricao:
    tipo: formulario
    titulo: Descrição
    campos: { texto: { tipo: memorando } }
    atribuicoes:
      - propriedade: assunto
        operando: { tipo: interpolacao, valor: 'Sala \${sala}: \${texto}' }
`),
};

describe('no false alarms: valid trees give no diagnostic, on both parse paths', () => {
  it.each(exampleTrees)('example $file', ({ yaml }) => {
    for (const text of bothPaths(yaml)) expect(parseTree(text).diagnostics).toEqual([]);
  });

  it.each(Object.entries(TRICKY))('%s', (_name, yaml) => {
    for (const text of bothPaths(yaml)) expect(parseTree(text).diagnostics).toEqual([]);
  });

  it('the complete trees of the README', () => {
    const readme = ['../README.md', '../README.pt-BR.md'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
    const trees = [...readme.matchAll(/```yaml\n(nome:[\s\S]*?)```/g)].map((m) => m[1] ?? '').filter((yaml) => !yaml.includes('...'));
    expect(trees.length).toBeGreaterThan(0);
    for (const yaml of trees) for (const text of bothPaths(yaml)) expect(parseTree(text).diagnostics).toEqual([]);
  });

  it('property: generated trees next to every logic check', () => {
    fc.assert(
      fc.property(validTree, (generated) => {
        expect(verifyTree(generated)).toEqual([]);
        const yaml = stringify(generated, { aliasDuplicateObjects: false });
        for (const text of bothPaths(yaml)) expect(parseTree(text).diagnostics).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('property: the benchmark generator, any seed and size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 80 }), (seed, screens) => {
        expect(verifyTree(generateTree({ screens, seed }))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
