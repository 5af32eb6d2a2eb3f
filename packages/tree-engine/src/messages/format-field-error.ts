import type { FieldError, FieldErrorCode } from '../types';
import { fieldErrorCatalogs } from './field-error-catalogs';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Sources to word field errors with, for some or all codes (tree-engine's own fill the rest).
 * @example const english: FieldErrorSources = { required: 'This field is required' }
 */
export type FieldErrorSources = Readonly<Partial<Record<FieldErrorCode, string>>>;

const ARGUMENT = /\{(\w+)\}/g;

/**
 * Words a field error with the ICU sources of `fieldErrorCatalogs[locale]` (pt-BR, the sources of
 * `fieldErrorMessages`, by default), or with `sources` where they give the code. Only `{name}`
 * arguments are filled in, which is all those sources use: a caller with an ICU catalog (the
 * portal) compiles the same sources there instead.
 * @example formatFieldError({ code: 'tableMin', params: { minimo: 2 } }) // 'É necessário um mínimo de 2 item(ns)'
 * @example formatFieldError({ code: 'required', params: {} }, {}, 'es') // 'Campo obligatorio'
 */
export function formatFieldError(error: FieldError, sources: FieldErrorSources = {}, locale: Locale = DEFAULT_LOCALE): string {
  const catalog = fieldErrorCatalogs[locale] ?? fieldErrorCatalogs[DEFAULT_LOCALE];
  const source = sources[error.code] ?? catalog[error.code];
  const params: Readonly<Record<string, string | number>> = error.params;
  return source.replace(ARGUMENT, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
