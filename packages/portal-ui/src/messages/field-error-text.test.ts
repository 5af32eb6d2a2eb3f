import { fieldErrorMessages, formatFieldError, type FieldError, type FieldErrorCode } from '@chamados/tree-engine';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';
import { messages } from './pt-BR';

const params: Record<FieldErrorCode, FieldError['params']> = {
  notInteger: {},
  notNumber: {},
  notFilled: {},
  required: {},
  maskFormat: { mascara: '###.###.###-##' },
  attachmentsMin: { minimo: 1 },
  attachmentsMax: { maximo: 1234 },
  tableMin: { minimo: 2 },
  tableMax: { maximo: 0 },
};
const errors = Object.entries(params).map(([code, values]) => ({ code, params: values }) as FieldError);

describe('fieldErrorText', () => {
  // Worded in the portal (issue 30): a count as a plural, not 'item(ns)'; a mask in words.
  const REWORDED = new Set(['maskFormat', 'tableMin', 'tableMax']);

  it("takes tree-engine's sources into the catalog, one key per code (three reworded)", () => {
    const section = Object.entries(messages).filter(([key]) => key.startsWith('walk.fieldError.'));
    expect(section.map(([key]) => key).sort()).toEqual(Object.keys(fieldErrorMessages).map((code) => `walk.fieldError.${code}`).sort());
    for (const [code, source] of Object.entries(fieldErrorMessages)) {
      if (!REWORDED.has(code)) expect(messages[`walk.fieldError.${code}` as keyof typeof messages]).toBe(source);
    }
  });

  // The CLI words errors with formatFieldError, the portal with its compiled catalog: one text,
  // but for the three the portal words for people.
  it.each(errors.filter((error) => !REWORDED.has(error.code)))("words $code as tree-engine's own formatter does", (error) => {
    expect(fieldErrorText(error)).toBe(formatFieldError(error));
  });

  it('words a table limit as a plural and a mask in words', () => {
    expect(fieldErrorText({ code: 'tableMin', params: { minimo: 2 } })).toBe('É necessário um mínimo de 2 itens');
    expect(fieldErrorText({ code: 'tableMax', params: { maximo: 0 } })).toBe('Só é permitido um máximo de 0 itens');
    expect(fieldErrorText({ code: 'maskFormat', params: { mascara: '###.###.###-##' } })).toBe('O campo deverá ter um CPF');
  });

  it('shows the mask as the tree wrote it and a count as a plain number', () => {
    expect(fieldErrorText({ code: 'maskFormat', params: { mascara: '(##) #####-####' } })).toBe('O campo deverá ter um celular com DDD');
    expect(fieldErrorText({ code: 'attachmentsMax', params: { maximo: 1234 } })).toBe('Só é permitido um máximo de 1234 anexo(s)');
  });
});
