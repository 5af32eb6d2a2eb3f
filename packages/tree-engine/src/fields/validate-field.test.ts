import { describe, expect, it } from 'vitest';
import { file } from '../../test/runtime-fixtures';
import type { Field, FieldError, TableField, Validator } from '../types';
import { validateField, validateForm, validateTableRow } from './validate-field';

const plain = (code: 'notInteger' | 'notNumber' | 'notFilled' | 'required'): FieldError => ({ code, params: {} });
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
    expect(validateField(field, '1.5')).toEqual(plain('notInteger'));
    expect(validateField(field, 'abc')).toEqual(plain('notInteger'));
  });

  it('simples double requires a number, with point or comma', () => {
    const field = text({ tipo: 'simples', formato: 'double' });
    expect(validateField(field, '1.5')).toBeUndefined();
    expect(validateField(field, '1,5')).toBeUndefined();
    expect(validateField(field, '1,5x')).toEqual(plain('notNumber'));
  });

  it('simples int and double let an empty optional field pass', () => {
    expect(validateField(text({ tipo: 'simples', formato: 'int' }), '')).toBeUndefined();
    expect(validateField(text({ tipo: 'simples', formato: 'double' }), undefined)).toBeUndefined();
  });

  it('simples string requires a value that is not undefined or null', () => {
    const field = text({ tipo: 'simples', formato: 'string' });
    expect(validateField(field, undefined)).toEqual(plain('notFilled'));
    expect(validateField(field, null)).toEqual(plain('notFilled'));
    expect(validateField(field, '')).toBeUndefined();
  });

  it('naoVazio refuses falsy values, blank text and empty lists', () => {
    const field = text({ tipo: 'naoVazio' });
    for (const value of [undefined, null, '', '   ', 0, false, []]) expect(validateField(field, value)).toEqual(plain('required'));
    expect(validateField(field, 'x')).toBeUndefined();
    expect(validateField(field, ['a'])).toBeUndefined();
  });

  it('mascara requires the length of the mask as displayed', () => {
    const field = text({ tipo: 'mascara', mascara: '(##) #####-####' });
    expect(validateField(field, '(31) 99999-8888')).toBeUndefined();
    expect(validateField(field, '(31) 9999-8888')).toEqual({ code: 'maskFormat', params: { mascara: '(##) #####-####' } });
  });

  it('mascara counts an escaped character once and shows it without the !', () => {
    const field = text({ tipo: 'mascara', mascara: '!#####' });
    expect(validateField(field, '#1234')).toBeUndefined();
    expect(validateField(field, '#12')).toEqual({ code: 'maskFormat', params: { mascara: '#####' } });
  });

  it('gives the first failing validator only', () => {
    const field = text({ tipo: 'naoVazio' }, { tipo: 'simples', formato: 'int' });
    expect(validateField(field, '')).toEqual(plain('required'));
  });

  it('attachment box: minimum and maximum file counts', () => {
    const box: Field = { tipo: 'caixaDeAnexo', opcoes: { minimo: 1, maximo: 2 } };
    expect(validateField(box, [])).toEqual({ code: 'attachmentsMin', params: { minimo: 1 } });
    expect(validateField(box, [file('a'), file('b'), file('c')])).toEqual({ code: 'attachmentsMax', params: { maximo: 2 } });
    expect(validateField(box, [file('a')])).toBeUndefined();
  });

  it('table: minimum and maximum item counts', () => {
    expect(validateField(table, [])).toEqual({ code: 'tableMin', params: { minimo: 1 } });
    expect(validateField(table, [{}, {}, {}])).toEqual({ code: 'tableMax', params: { maximo: 2 } });
  });

  it('explanatory text is never invalid', () => {
    expect(validateField({ tipo: 'texto', validadores: [{ tipo: 'naoVazio' }] }, undefined)).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('validates table rows with the inner fields, keyed campo.i.sub', () => {
    const errors = validateForm({ campos: { maquinas: table } }, { maquinas: [{ patrimonio: '1' }, { patrimonio: 'x' }] });
    expect(errors).toEqual({ 'maquinas.1.patrimonio': plain('notInteger') });
  });

  it('collects one error per invalid field', () => {
    const errors = validateForm({ campos: { a: text({ tipo: 'naoVazio' }), b: text({ tipo: 'naoVazio' }) } }, { a: 'ok' });
    expect(errors).toEqual({ b: plain('required') });
  });

  it('validateTableRow checks one row before it is saved', () => {
    expect(validateTableRow(table, {})).toEqual({ patrimonio: plain('required') });
  });
});

describe('field errors', () => {
  it('are plain JSON (an attendance keeps them in a store and across a reload)', () => {
    const errors = validateForm({ campos: { a: text({ tipo: 'mascara', mascara: '###' }), maquinas: table } }, { a: '1', maquinas: [] });
    expect(JSON.parse(JSON.stringify(errors))).toEqual(errors);
    expect(errors).toEqual({ a: { code: 'maskFormat', params: { mascara: '###' } }, maquinas: { code: 'tableMin', params: { minimo: 1 } } });
  });
});
