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
  it("takes tree-engine's sources into the catalog, one key per code", () => {
    const section = Object.entries(messages).filter(([key]) => key.startsWith('walk.fieldError.'));
    expect(section).toEqual(Object.entries(fieldErrorMessages).map(([code, source]) => [`walk.fieldError.${code}`, source]));
  });

  // The CLI words errors with formatFieldError, the portal with its compiled catalog: one text.
  it.each(errors)("words $code as tree-engine's own formatter does", (error) => {
    expect(fieldErrorText(error)).toBe(formatFieldError(error));
  });

  it('shows the mask as the tree wrote it and a count as a plain number', () => {
    expect(fieldErrorText({ code: 'maskFormat', params: { mascara: '(##) #####-####' } })).toBe('O campo deverá ter um celular com DDD');
    expect(fieldErrorText({ code: 'attachmentsMax', params: { maximo: 1234 } })).toBe('Só é permitido um máximo de 1234 anexo(s)');
  });
});
