import { describe, expect, it } from 'vitest';
import { describePath, keysAt, valuesAt } from './schema-help';
import { pathAt } from './yaml-path';

const text = `nome: Teste
inicial: inicio
telas:
  inicio:
    tipo: formulario
    titulo: Dados
    campos:
      sala:
        tipo: caixaDeTexto
        
    fluxos:
      - tela: '#final'
        condicao:
          tipo: simples
          
`;
const lines = text.split('\n');

describe('pathAt', () => {
  it('reads the keys above a line by indentation, with the tipo of each object', () => {
    expect(pathAt(lines, 9, 8)).toEqual([{ key: 'telas', tipo: undefined }, { key: 'inicio', tipo: 'formulario' }, { key: 'campos', tipo: undefined }, { key: 'sala', tipo: 'caixaDeTexto' }]);
  });

  it('enters list items', () => {
    expect(pathAt(lines, 14, 10).map((step) => step.key)).toEqual(['telas', 'inicio', 'fluxos', 0, 'condicao']);
  });
});

describe('schema help', () => {
  it("offers a field's keys with their Portuguese descriptions", () => {
    const keys = keysAt(pathAt(lines, 9, 8));
    expect(keys.map((key) => key.name)).toContain('rotulo');
    expect(keys.find((key) => key.name === 'rotulo')?.description).toBe('Rótulo mostrado acima do campo.');
  });

  it("offers a screen's kinds as values of tipo", () => {
    const values = valuesAt([{ key: 'telas' }, { key: 'inicio' }, { key: 'tipo' }]).map((v) => v.value);
    expect(values).toEqual(['opcoes', 'formulario', 'tutorial']);
  });

  it('offers the keys of a simple condition once its tipo is written', () => {
    expect(keysAt(pathAt(lines, 14, 10)).map((key) => key.name)).toEqual(['tipo', 'comparador', 'operando1', 'operando2']);
  });

  it('describes a key for hover', () => {
    expect(describePath([{ key: 'telas' }, { key: 'x', tipo: 'tutorial' }, { key: 'telaSim' }])).toMatch(/^Tela seguinte quando o problema foi resolvido/);
    expect(describePath([{ key: 'inicial' }])).toMatch(/^Nome da primeira tela/);
  });
});
