import type { FieldError } from '@chamados/tree-engine';
import { maskInWords } from './mask-in-words';
import { t } from './t';

/**
 * The catalog's text of a tree-engine field error ('walk.fieldError.<code>' with its params); a
 * mask is said in words ({@link maskInWords}).
 * @example fieldErrorText({ code: 'tableMin', params: { minimo: 2 } }) // 'É necessário um mínimo de 2 itens'
 */
export function fieldErrorText(error: FieldError): string {
  if (error.code === 'maskFormat' && typeof error.params?.mascara === 'string') {
    return t('walk.fieldError.maskFormat', { ...error.params, mascara: maskInWords(error.params.mascara) });
  }
  return t(`walk.fieldError.${error.code}`, error.params);
}
