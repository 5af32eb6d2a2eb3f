import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';
import { maskInWords } from './mask-in-words';

describe('maskInWords', () => {
  it('names the masks people know, and counts digits', () => {
    expect(maskInWords('(##) #####-####')).toBe('um celular com DDD');
    expect(maskInWords('######')).toBe('6 dígitos');
    expect(maskInWords('#')).toBe('1 dígito');
    expect(maskInWords('SSX######')).toBe('o formato SSX######');
  });

  it('is what the mask error says, and a table limit is an ICU plural, not item(ns)', () => {
    expect(fieldErrorText({ code: 'maskFormat', params: { mascara: '######' } })).toBe('O campo deverá ter 6 dígitos');
    expect(fieldErrorText({ code: 'tableMin', params: { minimo: 1 } })).toBe('É necessário um mínimo de 1 item');
    expect(fieldErrorText({ code: 'tableMin', params: { minimo: 3 } })).toBe('É necessário um mínimo de 3 itens');
    expect(fieldErrorText({ code: 'tableMax', params: { maximo: 1 } })).toBe('Só é permitido um máximo de 1 item');
  });
});
