import type { Field, FormScreen, FormValues } from '../types';

/** A decimal number split into its parts: sign, integer digits, fraction digits (as typed). */
interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

// '1.500,00', '1500,5', ',5': the comma is the decimal separator, dots group thousands.
const COMMA_DECIMAL = /^(\d*|[1-9]\d{0,2}(?:\.\d{3})+),(\d*)$/;
// '1.500', '10.000.000': without a comma, dots between groups of three digits are thousands.
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
// '1499.90', '2.5', '.5', '3': a point is the decimal separator otherwise.
const POINT_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

// '-1500.00', '1.000', '3': what normalizeDecimal gives — a point is the decimal point.
const NORMALISED = /^(-?)(\d+)(?:\.(\d+))?$/;

function parseDecimal(text: string): DecimalParts | undefined {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const body = /^[+-]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  let integer: string;
  let fraction: string;
  const comma = COMMA_DECIMAL.exec(body);
  if (comma) {
    integer = (comma[1] ?? '').replaceAll('.', '');
    fraction = comma[2] ?? '';
  } else if (GROUPED.test(body)) {
    integer = body.replaceAll('.', '');
    fraction = '';
  } else {
    const point = POINT_DECIMAL.exec(body);
    if (!point) return undefined;
    integer = point[1] ?? '';
    fraction = point[2] ?? '';
  }
  if (integer === '' && fraction === '') return undefined;
  return { negative, integer: integer.replace(/^0+(?=\d)/, '') || '0', fraction };
}

/**
 * A `double` value as the engine keeps it: a decimal point, no thousands separators, the decimals
 * as typed ('1.500,00' → '1500.00', '2,5' → '2.5', '1499.90' → '1499.90', '1.500' → '1500').
 * Brazilians type a decimal comma and dots between thousands; a point alone is a decimal point
 * unless it separates groups of three digits ('1.500' is one thousand five hundred, as a
 * Brazilian reads it; '1.50' and '0.500' are decimals). Undefined when the text is not a number.
 * @example normalizeDecimal('1.500,00') // '1500.00'
 */
export function normalizeDecimal(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const parts = parseDecimal(value);
  if (!parts) return undefined;
  const sign = parts.negative ? '-' : '';
  return `${sign}${parts.integer}${parts.fraction ? `.${parts.fraction}` : ''}`;
}

/**
 * A normalised decimal ({@link normalizeDecimal}) the way a Brazilian writes it: a decimal comma
 * and dots between thousands ('1500.00' → '1.500,00'). Text that is not a number comes back as
 * it is. `normalizeDecimal(formatDecimal(x))` gives x back.
 * @example formatDecimal('1500.00') // '1.500,00'
 */
export function formatDecimal(value: string): string {
  // A stored value's point is always the decimal point ('1.000' is one, not a thousand); other
  // text is read as a student types it.
  const stored = NORMALISED.exec(value.trim());
  const parts = stored ? { negative: stored[1] === '-', integer: stored[2]!.replace(/^0+(?=\d)/, ''), fraction: stored[3] ?? '' } : parseDecimal(value);
  if (!parts) return value;
  const grouped = parts.integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${parts.negative ? '-' : ''}${grouped}${parts.fraction ? `,${parts.fraction}` : ''}`;
}

/**
 * Whether a field holds a decimal number: a text box or memo with a `simples` `double` validator.
 * Its value is validated and stored through {@link normalizeDecimal}.
 * @example isDecimalField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'simples', formato: 'double' }] }) // true
 */
export function isDecimalField(field: Field): boolean {
  if (field.tipo !== 'caixaDeTexto' && field.tipo !== 'memorando') return false;
  return (field.validadores ?? []).some((validator) => validator.tipo === 'simples' && validator.formato === 'double');
}

/** `values` with every decimal field (and decimal table cell) passed through `convert`. */
function mapDecimals(screen: Pick<FormScreen, 'campos'>, values: FormValues, convert: (text: string) => string): FormValues {
  const result: FormValues = { ...values };
  const cell = (field: Field, value: unknown) => (isDecimalField(field) && typeof value === 'string' && value.trim() !== '' ? convert(value) : value);
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    if (field.tipo === 'tabela' && Array.isArray(value)) {
      const columns = Object.entries(field.opcoes?.campos ?? {}).filter(([, inner]) => isDecimalField(inner));
      if (columns.length === 0) continue;
      result[name] = value.map((row) => {
        if (typeof row !== 'object' || row === null) return row;
        const copy = { ...(row as Record<string, unknown>) };
        for (const [column, inner] of columns) if (Object.hasOwn(copy, column)) copy[column] = cell(inner, copy[column]);
        return copy;
      }) as FormValues[string];
    } else {
      result[name] = cell(field, value) as FormValues[string];
    }
  }
  return result;
}

/**
 * A form's values as the engine stores them: decimal fields and table cells normalised
 * ({@link normalizeDecimal}), so the ticket property, conditions (`valor > 800`) and placeholders
 * get '1500.00' whichever way the student typed it. Values that are not numbers stay as they are
 * (validation refuses them first).
 * @example normalizeFormValues({ campos: { valor: decimalField } }, { valor: '1.500,00' }) // { valor: '1500.00' }
 */
export function normalizeFormValues(screen: Pick<FormScreen, 'campos'>, values: FormValues): FormValues {
  return mapDecimals(screen, values, (text) => normalizeDecimal(text) ?? text);
}

/**
 * Stored values as a student reads them in the form again ({@link formatDecimal}): coming back
 * to a screen shows '1.500,00', not the stored '1500.00'.
 * @example displayFormValues({ campos: { valor: decimalField } }, { valor: '1500.00' }) // { valor: '1.500,00' }
 */
export function displayFormValues(screen: Pick<FormScreen, 'campos'>, values: FormValues): FormValues {
  return mapDecimals(screen, values, formatDecimal);
}
