import { toText, type OperandValue, type SelectOption } from '@chamados/tree-engine';

/** One item of a `tabela`: a cell per inner field (text, or a select's `{ texto, valor }`). */
export type TableRow = Record<string, OperandValue>;

function isOption(value: unknown): value is SelectOption {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as SelectOption).texto === 'string';
}

/** A cell as the table shows it: a select's texto, anything else as text. @example cellText({ texto: 'Sala 1', valor: 's1' }) // 'Sala 1' */
export function cellText(value: OperandValue): string {
  return isOption(value) ? value.texto : toText(value);
}

/** The rows of a table value (anything else is no rows). */
export function asRows(value: unknown): TableRow[] {
  return Array.isArray(value) ? value.filter((row): row is TableRow => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
}
