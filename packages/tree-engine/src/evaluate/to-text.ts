import type { OperandValue } from '../types';

/**
 * Turns a form or property value into the text a ticket carries: strings as they are, numbers and
 * booleans with `String`, null/undefined as '', arrays joined by ', ', an object with a `valor`
 * (a select's option) as that valor, any other object as JSON.
 * @example toText({ texto: 'Prédio principal', valor: 'pva' }) // 'pva'
 */
export function toText(value: OperandValue | unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => toText(item)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Object.hasOwn(record, 'valor')) return toText(record.valor);
    return JSON.stringify(value) ?? '';
  }
  return String(value);
}
