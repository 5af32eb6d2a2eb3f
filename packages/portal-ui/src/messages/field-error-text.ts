import type { FieldError } from '@chamados/tree-engine';
import { t } from './t';

/**
 * The catalog's text of a tree-engine field error ('walk.fieldError.<code>' with its params).
 * @example fieldErrorText({ code: 'tableMin', params: { minimo: 2 } }) // 'É necessário um mínimo de 2 item(ns)'
 */
export function fieldErrorText(error: FieldError): string {
  return t(`walk.fieldError.${error.code}`, error.params);
}
