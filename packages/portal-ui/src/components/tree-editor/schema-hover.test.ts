import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { dataHubKeys } from './data-hub-keys';
import { hoverHelp } from './schema-hover';

const TREE = `nome: Rede
inicial: descreva
telas:
  descreva:
    tipo: formulario
    titulo: Descreva o problema
    campos:
      predio:
        tipo: caixaDeSelecao
        rotulo: Prédio
        opcoes: { chave: predios }
        validadores: [{ tipo: naoVazio }]
      sala:
        tipo: caixaDeTexto
        rotulo: Sala
        validadores:
          - tipo: mascara
            mascara: '###'
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: fila-por-predio, chave: x }
    fluxos:
      - tela: '#final'
`;

const state = EditorState.create({ doc: TREE, extensions: [dataHubKeys.of({ lists: ['predios'], maps: ['fila-por-predio'] })] });
/** The hover help with the pointer on the `n`-th occurrence of `word` (its second character). */
const at = (word: string, n = 0) => {
  let pos = -1;
  for (let i = 0; i <= n; i++) pos = TREE.indexOf(word, pos + 1);
  return hoverHelp(state, pos + 1);
};

describe('hover documentation', () => {
  it("documents a field's kind on its value", () => {
    expect(at('caixaDeTexto')).toMatchObject({ name: 'caixaDeTexto', description: expect.stringMatching(/^Caixa de texto de uma linha/) });
    expect(at('caixaDeTexto')!.from).toBe(TREE.indexOf('caixaDeTexto'));
  });

  it("documents an operand's kind and a validator's kind, in block style and inside { … }", () => {
    expect(at('mapeamento')?.description).toMatch(/^Operando de mapeamento\. Consulta um mapa do data hub\./);
    expect(at('mascara')?.description).toMatch(/^Validador de máscara\./);
    expect(at('naoVazio')?.description).toMatch(/^Validador de preenchimento obrigatório\./);
  });

  it('names the screen a reference leads to, and the data-hub keys it knows', () => {
    expect(at('descreva')?.description).toBe('Tela descreva (formulário)');
    expect(at("'#final'")?.description).toBe('Fim do atendimento');
    expect(at('predios')?.description).toBe('Lista do data hub');
    expect(at('fila-por-predio')?.description).toBe('Mapa do data hub');
  });

  it('still documents keys', () => {
    expect(at('rotulo')).toMatchObject({ name: 'rotulo', description: 'Rótulo mostrado acima do campo.' });
  });

  it('says nothing on free text', () => {
    expect(at('Descreva o problema')).toBeUndefined();
  });
});
