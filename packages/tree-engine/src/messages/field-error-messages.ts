import type { FieldErrorCode } from '../types';

/**
 * The texts of form validation (spec §5, typos corrected as ARCHITECTURE.md §7 says), one per
 * `FieldError` code, as ICU MessageFormat sources whose arguments are the error's `params`.
 * This module is where they live, once: a portal compiles them into its own ICU catalog (and may
 * override any of them there), and `formatFieldError` words them for callers without a catalog,
 * such as `chamados-tree walk`. Keep them to plain `{name}` arguments: no plural, select or
 * quoting, so that both give the same text (a test holds every source to that).
 * @example fieldErrorMessages.maskFormat // 'O campo deverá ter o formato {mascara}'
 */
export const fieldErrorMessages = {
  notInteger: 'O valor deve ser um número inteiro',
  notNumber: 'O valor deve ser um número',
  notFilled: 'O valor deve ser preenchido',
  required: 'Preenchimento obrigatório',
  maskFormat: 'O campo deverá ter o formato {mascara}',
  attachmentsMin: 'É necessário um mínimo de {minimo} anexo(s)',
  attachmentsMax: 'Só é permitido um máximo de {maximo} anexo(s)',
  tableMin: 'É necessário um mínimo de {minimo} item(ns)',
  tableMax: 'Só é permitido um máximo de {maximo} item(ns)',
} as const satisfies Record<FieldErrorCode, string>;
