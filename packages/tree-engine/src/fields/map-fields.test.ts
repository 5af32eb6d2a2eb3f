import { describe, expect, it } from 'vitest';
import { file } from '../../test/runtime-fixtures';
import type { Field } from '../types';
import { mapFieldsToProperties } from './map-fields';

describe('mapFieldsToProperties', () => {
  it('text, memo, select and table map to their property directly', () => {
    const campos: Record<string, Field> = {
      a: { tipo: 'caixaDeTexto', mapeamento: 'pa' },
      b: { tipo: 'memorando', mapeamento: 'pb' },
      c: { tipo: 'caixaDeSelecao', opcoes: [], mapeamento: 'pc' },
      d: { tipo: 'tabela', opcoes: { campos: {}, mapeamento: 'pd' } },
    };
    const values = { a: 'x', b: 'linha 1\nlinha 2', c: { texto: 'C', valor: 'c' }, d: [{ k: 'v' }] };
    expect(mapFieldsToProperties(campos, values)).toEqual({ pa: 'x', pb: 'linha 1\nlinha 2', pc: { texto: 'C', valor: 'c' }, pd: [{ k: 'v' }] });
  });

  it("check-box options map to 'Sim' when selected, else 'Não'", () => {
    const campos: Record<string, Field> = {
      so: {
        tipo: 'caixaDeChecagem',
        opcoes: [
          { texto: 'Windows', valor: 'win', mapeamento: 'windows' },
          { texto: 'Linux', valor: 'linux', mapeamento: 'linux' },
          { texto: 'Outro', valor: 'outro' },
        ],
      },
    };
    expect(mapFieldsToProperties(campos, { so: ['linux', 'outro'] })).toEqual({ windows: 'Não', linux: 'Sim' });
  });

  it('explanatory text and attachment boxes never map', () => {
    const campos: Record<string, Field> = {
      t: { tipo: 'texto', mapeamento: 'pt' },
      f: { tipo: 'caixaDeAnexo', mapeamento: 'pf' },
    };
    expect(mapFieldsToProperties(campos, { t: 'x', f: [file('a.pdf')] })).toEqual({});
  });

  it('fields without mapeamento or left undefined are not mapped', () => {
    const campos: Record<string, Field> = { a: { tipo: 'caixaDeTexto' }, b: { tipo: 'caixaDeTexto', mapeamento: 'pb' } };
    expect(mapFieldsToProperties(campos, { a: 'x' })).toEqual({});
  });
});
