import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { dataHubKeys } from './data-hub-keys';
import { schemaCompletion } from './schema-completion';

const TREE = `nome: Rede
inicial: qual
telas:
  qual:
    tipo: opcoes
    pergunta: Qual rede?
    opcoes:
      eduroam: tutorial-eduroam
      Visitantes: descreva
  tutorial-eduroam:
    tipo: tutorial
    fonte: youtube
    url: https://www.youtube.com/watch?v=XXXXXXXXXXX
    telaSim: '#final'
    telaNao: descreva
  descreva:
    tipo: formulario
    titulo: Descreva o problema
    campos:
      predio:
        tipo: caixaDeSelecao
        rotulo: Prédio
        opcoes:
          chave: predios
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: fila-por-predio, chave: x }
    fluxos:
      - tela: '#final'
`;

const HUB = { lists: ['predios', 'campi'], maps: ['fila-por-predio', 'fila-por-campus'] };

/** The labels completion offers with the cursor where `marker` is, after replacing `find` by `replace`. */
function offered(find: string, replace: string, explicit = false): string[] {
  const marked = TREE.replace(find, replace);
  const pos = marked.indexOf('|');
  const state = EditorState.create({ doc: marked.replace('|', ''), extensions: [dataHubKeys.of(HUB)] });
  const result = schemaCompletion(new CompletionContext(state, pos, explicit));
  return (result?.options ?? []).map((option) => option.label);
}

const SCREENS = ['qual', 'tutorial-eduroam', 'descreva', "'#final'"];

describe('completion of screen references', () => {
  it('offers every screen and #final as an option target (block style)', () => {
    expect(offered('Visitantes: descreva', 'Visitantes: des|')).toEqual(SCREENS);
  });

  it('offers them inside a flow map of options', () => {
    expect(offered('    opcoes:\n      eduroam: tutorial-eduroam\n      Visitantes: descreva', '    opcoes: { eduroam: tutorial-eduroam, Visitantes: |')).toEqual(SCREENS);
  });

  it('offers them after inicial, tela, telaSim and telaNao', () => {
    expect(offered('inicial: qual', 'inicial: |')).toEqual(SCREENS);
    expect(offered("      - tela: '#final'", '      - tela: |')).toEqual(SCREENS);
    expect(offered("    telaSim: '#final'", '    telaSim: |')).toEqual(SCREENS);
    expect(offered('    telaNao: descreva', '    telaNao: d|')).toEqual(SCREENS);
  });
});

describe('completion of data-hub keys', () => {
  it("offers the data hub's lists after chave: in a field's opcoes", () => {
    expect(offered('          chave: predios', '          chave: |')).toEqual(['predios', 'campi']);
  });

  it("offers the data hub's maps after mapa:, in a flow map too", () => {
    expect(offered('mapa: fila-por-predio', 'mapa: |')).toEqual(['fila-por-predio', 'fila-por-campus']);
  });
});

describe('completion of keys', () => {
  it('leaves out the keys the object already has', () => {
    expect(offered('    fonte: youtube\n', '    fonte: youtube\n    |\n', true)).toEqual(['titulo', 'atribuicoes']);
    expect(offered('    pergunta: Qual rede?\n', '    pergunta: Qual rede?\n    |\n', true)).toEqual([]);
  });

  it("counts only the current list item's keys", () => {
    const keys = offered("      - tela: '#final'\n", "      - tela: '#final'\n      - |\n", true);
    expect(keys).toEqual(['tela', 'condicao']);
  });

  it('leaves out keys already written inside { … }', () => {
    expect(offered('mapa: fila-por-predio, chave: x }', 'mapa: fila-por-predio, c| }')).toEqual(['chave']);
    expect(offered('{ tipo: mapeamento, mapa: fila-por-predio, chave: x }', '{ tipo: mapeamento, |', true)).toEqual(['mapa', 'chave']);
  });
});

describe('completion of values', () => {
  it("offers a field's kinds after tipo:", () => {
    expect(offered('        tipo: caixaDeSelecao', '        tipo: caixa|')).toEqual(['caixaDeTexto', 'memorando', 'caixaDeSelecao', 'caixaDeChecagem', 'texto', 'caixaDeAnexo', 'tabela']);
  });

  it('offers the comparators, quoting those YAML would misread', () => {
    const text = "    fluxos:\n      - tela: '#final'\n        condicao:\n          tipo: simples\n          comparador: |\n";
    expect(offered("    fluxos:\n      - tela: '#final'\n", text)).toEqual(['<', '<=', '=', "'>='", "'>'", "'!='"]);
  });
});
