import { describe, expect, it } from 'vitest';
import type { Field, FormScreen } from '../types';
import { explanatoryText, fieldHelp, fieldLabel, fieldMask, formListKeys, isRequiredField } from './field-text';

describe('fieldLabel', () => {
  it("is the field's rotulo, else its name", () => {
    expect(fieldLabel({ tipo: 'caixaDeTexto', rotulo: 'Telefone' }, 'telefone')).toBe('Telefone');
    expect(fieldLabel({ tipo: 'caixaDeTexto' }, 'telefone')).toBe('telefone');
    expect(fieldLabel({ tipo: 'caixaDeTexto', rotulo: '  ' }, 'telefone')).toBe('telefone');
  });

  it("prefers a table's opcoes.rotulo and an attachment box's own rotulo", () => {
    expect(fieldLabel({ tipo: 'tabela', rotulo: 'PCs', opcoes: { rotulo: 'Computadores', campos: {} } }, 'pcs')).toBe('Computadores');
    expect(fieldLabel({ tipo: 'tabela', rotulo: 'PCs', opcoes: { campos: {} } }, 'pcs')).toBe('PCs');
    expect(fieldLabel({ tipo: 'caixaDeAnexo', rotulo: 'Planta', opcoes: { titulo: 'Anexe a planta' } }, 'planta')).toBe('Planta');
    expect(fieldLabel({ tipo: 'caixaDeAnexo', opcoes: { titulo: 'Anexe a planta' } }, 'planta')).toBe('Anexe a planta');
  });
});

describe('fieldHelp', () => {
  it("reads ajuda, a table's opcoes.ajuda first, and ignores blank help", () => {
    expect(fieldHelp({ tipo: 'memorando', ajuda: 'Desde quando?' })).toBe('Desde quando?');
    expect(fieldHelp({ tipo: 'tabela', ajuda: 'b', opcoes: { ajuda: 'a', campos: {} } })).toBe('a');
    expect(fieldHelp({ tipo: 'memorando', ajuda: ' ' })).toBeUndefined();
  });
});

describe('fieldMask', () => {
  it('is the first mascara validator', () => {
    const field: Field = {
      tipo: 'caixaDeTexto',
      validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '###' }, { tipo: 'mascara', mascara: '##' }],
    };
    expect(fieldMask(field)).toBe('###');
    expect(fieldMask({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'naoVazio' }] })).toBeUndefined();
  });
});

describe('isRequiredField', () => {
  it('naoVazio, or a positive minimo of a table or attachment box, makes a field required', () => {
    expect(isRequiredField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'naoVazio' }] })).toBe(true);
    expect(isRequiredField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'simples', formato: 'int' }] })).toBe(false);
    expect(isRequiredField({ tipo: 'caixaDeAnexo', opcoes: { minimo: 1 } })).toBe(true);
    expect(isRequiredField({ tipo: 'caixaDeAnexo', minimo: 0 })).toBe(false);
    expect(isRequiredField({ tipo: 'tabela', minimo: 2, opcoes: { campos: {} } })).toBe(true);
  });

  it('a simples string validator marks the field required too: it refuses a field never filled', () => {
    expect(isRequiredField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'simples', formato: 'string' }] })).toBe(true);
  });
});

describe('explanatoryText', () => {
  it('is texto, else rotulo, else empty', () => {
    expect(explanatoryText({ tipo: 'texto', texto: 'Leia', rotulo: 'x' })).toBe('Leia');
    expect(explanatoryText({ tipo: 'texto', rotulo: 'Aviso' })).toBe('Aviso');
    expect(explanatoryText({ tipo: 'texto' })).toBe('');
  });
});

describe('formListKeys', () => {
  it("lists each data-hub key of the form's selects, table columns included, once", () => {
    const screen: Pick<FormScreen, 'campos'> = {
      campos: {
        campus: { tipo: 'caixaDeSelecao', opcoes: { chave: 'campi' } },
        licenca: { tipo: 'caixaDeSelecao', opcoes: [{ texto: 'Livre', valor: 'livre' }] },
        pcs: { tipo: 'tabela', opcoes: { campos: { predio: { tipo: 'caixaDeSelecao', opcoes: { chave: 'predios' } }, campus: { tipo: 'caixaDeSelecao', opcoes: { chave: 'campi' } } } } },
      },
    };
    expect(formListKeys(screen)).toEqual(['campi', 'predios']);
  });
});
