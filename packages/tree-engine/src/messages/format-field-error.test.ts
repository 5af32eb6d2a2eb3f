import { describe, expect, it } from 'vitest';
import type { FieldError } from '../types';
import { fieldErrorMessages } from './field-error-messages';
import { formatFieldError } from './format-field-error';

/** One error of every code, with the text spec §5 gives it (ARCHITECTURE.md §7 spelling). */
const spec: [FieldError, string][] = [
  [{ code: 'notInteger', params: {} }, 'O valor deve ser um número inteiro'],
  [{ code: 'notNumber', params: {} }, 'O valor deve ser um número'],
  [{ code: 'notFilled', params: {} }, 'O valor deve ser preenchido'],
  [{ code: 'required', params: {} }, 'Preenchimento obrigatório'],
  [{ code: 'maskFormat', params: { mascara: '(##) #####-####' } }, 'O campo deverá ter o formato (##) #####-####'],
  [{ code: 'attachmentsMin', params: { minimo: 1 } }, 'É necessário um mínimo de 1 anexo(s)'],
  [{ code: 'attachmentsMax', params: { maximo: 2 } }, 'Só é permitido um máximo de 2 anexo(s)'],
  [{ code: 'tableMin', params: { minimo: 3 } }, 'É necessário um mínimo de 3 item(ns)'],
  [{ code: 'tableMax', params: { maximo: 10 } }, 'Só é permitido um máximo de 10 item(ns)'],
];

describe('formatFieldError', () => {
  it.each(spec)('words %j as the spec does', (error, text) => {
    expect(formatFieldError(error)).toBe(text);
  });

  it('has a case above for every code of fieldErrorMessages', () => {
    expect(spec.map(([error]) => error.code).sort()).toEqual(Object.keys(fieldErrorMessages).sort());
  });

  it("uses a caller's source for a code it gives, and tree-engine's for the others", () => {
    const sources = { required: 'Campo obrigatório', maskFormat: 'Use o formato {mascara}' };
    expect(formatFieldError({ code: 'required', params: {} }, sources)).toBe('Campo obrigatório');
    expect(formatFieldError({ code: 'maskFormat', params: { mascara: '###' } }, sources)).toBe('Use o formato ###');
    expect(formatFieldError({ code: 'notNumber', params: {} }, sources)).toBe('O valor deve ser um número');
  });

  it('inserts a value as it is, even one that looks like an argument', () => {
    expect(formatFieldError({ code: 'maskFormat', params: { mascara: '{minimo}' } })).toBe('O campo deverá ter o formato {minimo}');
  });

  it('leaves an argument the error does not carry as written', () => {
    expect(formatFieldError({ code: 'required', params: {} }, { required: 'Falta {campo}' })).toBe('Falta {campo}');
  });
});

describe('fieldErrorMessages', () => {
  // The portal compiles these with a full ICU formatter, the CLI fills them with formatFieldError:
  // both agree only while a source has nothing ICU would read otherwise.
  it.each(Object.entries(fieldErrorMessages))('%s stays within plain {name} arguments', (code, source) => {
    const params = spec.find(([error]) => error.code === code)?.[0].params ?? {};
    const argumentsUsed = [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(argumentsUsed.every((name) => name !== undefined && Object.hasOwn(params, name))).toBe(true);
    expect(source.replace(/\{\w+\}/g, '')).not.toMatch(/[{}'#]/);
  });
});
