import { describe, expect, it } from 'vitest';
import { file } from '../../test/runtime-fixtures';
import type { Field, TableField, Validator } from '../types';
import { validateField, validateForm, validateTableRow } from './validate-field';

const text = (...validadores: Validator[]): Field => ({ tipo: 'caixaDeTexto', validadores });
const table: TableField = {
  tipo: 'tabela',
  opcoes: {
    minimo: 1,
    maximo: 2,
    campos: { patrimonio: { tipo: 'caixaDeTexto', validadores: [{ tipo: 'naoVazio' }, { tipo: 'simples', formato: 'int' }] } },
  },
};

describe('validateField', () => {
  it('simples int requires an integer', () => {
    const field = text({ tipo: 'simples', formato: 'int' });
    expect(validateField(field, '12')).toBeUndefined();
    expect(validateField(field, 12)).toBeUndefined();
    expect(validateField(field, '1.5')).toBe('O valor deve ser um número inteiro');
    expect(validateField(field, 'abc')).toBe('O valor deve ser um número inteiro');
  });

  it('simples double requires a number, with point or comma', () => {
    const field = text({ tipo: 'simples', formato: 'double' });
    expect(validateField(field, '1.5')).toBeUndefined();
    expect(validateField(field, '1,5')).toBeUndefined();
    expect(validateField(field, '1,5x')).toBe('O valor deve ser um número');
  });

  it('simples int and double let an empty optional field pass', () => {
    expect(validateField(text({ tipo: 'simples', formato: 'int' }), '')).toBeUndefined();
    expect(validateField(text({ tipo: 'simples', formato: 'double' }), undefined)).toBeUndefined();
  });

  it('simples string requires a value that is not undefined or null', () => {
    const field = text({ tipo: 'simples', formato: 'string' });
    expect(validateField(field, undefined)).toBe('O valor deve ser preenchido');
    expect(validateField(field, null)).toBe('O valor deve ser preenchido');
    expect(validateField(field, '')).toBeUndefined();
  });

  it('naoVazio refuses falsy values, blank text and empty lists', () => {
    const field = text({ tipo: 'naoVazio' });
    for (const value of [undefined, null, '', '   ', 0, false, []]) expect(validateField(field, value)).toBe('Preenchimento obrigatório');
    expect(validateField(field, 'x')).toBeUndefined();
    expect(validateField(field, ['a'])).toBeUndefined();
  });

  it('mascara requires the length of the mask as displayed', () => {
    const field = text({ tipo: 'mascara', mascara: '(##) #####-####' });
    expect(validateField(field, '(31) 99999-8888')).toBeUndefined();
    expect(validateField(field, '(31) 9999-8888')).toBe('O campo deverá ter o formato (##) #####-####');
  });

  it('mascara counts an escaped character once and shows it without the !', () => {
    const field = text({ tipo: 'mascara', mascara: '!#####' });
    expect(validateField(field, '#1234')).toBeUndefined();
    expect(validateField(field, '#12')).toBe('O campo deverá ter o formato #####');
  });

  it('gives the first failing validator only', () => {
    const field = text({ tipo: 'naoVazio' }, { tipo: 'simples', formato: 'int' });
    expect(validateField(field, '')).toBe('Preenchimento obrigatório');
  });

  it('attachment box: minimum and maximum file counts', () => {
    const box: Field = { tipo: 'caixaDeAnexo', opcoes: { minimo: 1, maximo: 2 } };
    expect(validateField(box, [])).toBe('É necessário um mínimo de 1 anexo(s)');
    expect(validateField(box, [file('a'), file('b'), file('c')])).toBe('Só é permitido um máximo de 2 anexo(s)');
    expect(validateField(box, [file('a')])).toBeUndefined();
  });

  it('table: minimum and maximum item counts', () => {
    expect(validateField(table, [])).toBe('É necessário um mínimo de 1 item(ns)');
    expect(validateField(table, [{}, {}, {}])).toBe('Só é permitido um máximo de 2 item(ns)');
  });

  it('explanatory text is never invalid', () => {
    expect(validateField({ tipo: 'texto', validadores: [{ tipo: 'naoVazio' }] }, undefined)).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('validates table rows with the inner fields, keyed campo.i.sub', () => {
    const errors = validateForm({ campos: { maquinas: table } }, { maquinas: [{ patrimonio: '1' }, { patrimonio: 'x' }] });
    expect(errors).toEqual({ 'maquinas.1.patrimonio': 'O valor deve ser um número inteiro' });
  });

  it('collects one error per invalid field', () => {
    const errors = validateForm({ campos: { a: text({ tipo: 'naoVazio' }), b: text({ tipo: 'naoVazio' }) } }, { a: 'ok' });
    expect(errors).toEqual({ b: 'Preenchimento obrigatório' });
  });

  it('validateTableRow checks one row before it is saved', () => {
    expect(validateTableRow(table, {})).toEqual({ patrimonio: 'Preenchimento obrigatório' });
  });
});
