import type { FieldErrorCode } from '../types';
import { fieldErrorMessages } from './field-error-messages';
import type { Locale } from './locale';

/**
 * The texts of form validation in each catalog language, as ICU MessageFormat sources with the
 * same `{name}` arguments as `fieldErrorMessages` (pt-BR, which this holds as it is).
 * @example fieldErrorCatalogs.en.required // 'This field is required'
 */
export const fieldErrorCatalogs: Readonly<Record<Locale, Readonly<Record<FieldErrorCode, string>>>> = {
  'pt-BR': fieldErrorMessages,
  es: {
    notInteger: 'El valor debe ser un número entero',
    notNumber: 'El valor debe ser un número',
    notFilled: 'El valor debe completarse',
    required: 'Campo obligatorio',
    maskFormat: 'El campo debe tener el formato {mascara}',
    attachmentsMin: 'Se necesita un mínimo de {minimo} archivo(s) adjunto(s)',
    attachmentsMax: 'Solo se permite un máximo de {maximo} archivo(s) adjunto(s)',
    tableMin: 'Se necesita un mínimo de {minimo} elemento(s)',
    tableMax: 'Solo se permite un máximo de {maximo} elemento(s)',
  },
  en: {
    notInteger: 'The value must be a whole number',
    notNumber: 'The value must be a number',
    notFilled: 'The value must be filled in',
    required: 'This field is required',
    maskFormat: 'The field must have the format {mascara}',
    attachmentsMin: 'At least {minimo} attachment(s) are required',
    attachmentsMax: 'At most {maximo} attachment(s) are allowed',
    tableMin: 'At least {minimo} item(s) are required',
    tableMax: 'At most {maximo} item(s) are allowed',
  },
};
