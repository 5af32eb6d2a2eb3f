import type { Field, FieldError, FieldErrors, FormScreen, FormValues, TableField, Validator } from '../types';
import { normalizeDecimal } from './decimal';
import { fieldLimits } from './field-limits';
import { maskDisplay, maskLength } from './mask';

const INTEGER = /^[+-]?\d+$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && INTEGER.test(value.trim());
}

/** An error without values. */
const plain = (code: 'notInteger' | 'notNumber' | 'notFilled' | 'required'): FieldError => ({ code, params: {} });

function checkValidator(validator: Validator, value: unknown): FieldError | undefined {
  switch (validator.tipo) {
    case 'simples':
      if (validator.formato === 'string') {
        return value === undefined || value === null ? plain('notFilled') : undefined;
      }
      // Emptiness is naoVazio's business, so an optional numeric field may stay empty.
      if (isEmpty(value)) return undefined;
      if (validator.formato === 'int') return isInteger(value) ? undefined : plain('notInteger');
      // '1.500,00' as Brazilians type it, or '1500.00' (decimal.ts).
      return normalizeDecimal(value) !== undefined ? undefined : plain('notNumber');
    case 'naoVazio': {
      const blank = !value || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
      return blank ? plain('required') : undefined;
    }
    case 'mascara': {
      // An empty optional field passes; naoVazio makes it required.
      if (isEmpty(value)) return undefined;
      const text = typeof value === 'string' ? value : String(value);
      return text.length === maskLength(validator.mascara) ? undefined : { code: 'maskFormat', params: { mascara: maskDisplay(validator.mascara) } };
    }
    default:
      return undefined;
  }
}

function checkCount(field: Field, value: unknown): FieldError | undefined {
  if (field.tipo !== 'caixaDeAnexo' && field.tipo !== 'tabela') return undefined;
  const count = Array.isArray(value) ? value.length : 0;
  const { minimo, maximo } = fieldLimits(field);
  const attachments = field.tipo === 'caixaDeAnexo';
  if (minimo !== undefined && count < minimo) {
    return { code: attachments ? 'attachmentsMin' : 'tableMin', params: { minimo } };
  }
  if (maximo !== undefined && count > maximo) {
    return { code: attachments ? 'attachmentsMax' : 'tableMax', params: { maximo } };
  }
  return undefined;
}

/**
 * The first error of one field's value, or undefined: its validators in order (simples, naoVazio,
 * mascara), then the count limits of an attachment box or a table. Table rows: `validateTableRow`.
 * The error is a code with its values; word it with `formatFieldError` or a catalog.
 * @example validateField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'naoVazio' }] }, '') // { code: 'required', params: {} }
 */
export function validateField(field: Field, value: unknown): FieldError | undefined {
  if (field.tipo === 'texto') return undefined;
  for (const validator of field.validadores ?? []) {
    const error = checkValidator(validator, value);
    if (error !== undefined) return error;
  }
  return checkCount(field, value);
}

/**
 * The errors of one table row, keyed by the inner field's name (the item form checks this before
 * saving a row).
 * @example validateTableRow(tabela, { patrimonio: '' }) // { patrimonio: { code: 'required', params: {} } }
 */
export function validateTableRow(table: TableField, row: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const cells = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
  for (const [name, inner] of Object.entries(table.opcoes.campos ?? {})) {
    const error = validateField(inner, Object.hasOwn(cells, name) ? cells[name] : undefined);
    if (error !== undefined) errors[name] = error;
  }
  return errors;
}

/**
 * Validates every field of a form screen, table rows included ('campo.i.sub' keys). An empty
 * object means the form may be submitted.
 * @example validateForm(screen, { email: '' }) // { email: { code: 'required', params: {} } }
 */
export function validateForm(screen: Pick<FormScreen, 'campos'>, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const error = validateField(field, value);
    if (error !== undefined) errors[name] = error;
    if (field.tipo !== 'tabela' || !Array.isArray(value)) continue;
    value.forEach((row, index) => {
      for (const [sub, rowError] of Object.entries(validateTableRow(field, row))) errors[`${name}.${index}.${sub}`] = rowError;
    });
  }
  return errors;
}
