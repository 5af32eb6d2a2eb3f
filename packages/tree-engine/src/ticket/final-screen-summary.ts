import { toText } from '../evaluate/to-text';
import type { Attendance, TableField, Tree } from '../types';
import { tableRows } from './build-ticket-request';
import { ATTACHMENTS_PROPERTY } from './ticket-constants';

/** What the final screen shows (spec §2): simple properties, one table per list, attachments. @example finalScreenSummary(a).tabelas[0]?.linhas // [['123', 'Sala 1']] */
export interface FinalScreenSummary {
  propriedades: [label: string, value: string][];
  tabelas: { titulo: string; colunas: string[]; linhas: string[][] }[];
  anexos: { nome: string; tipo: string }[];
}

const LIMIT = 40;
const KEEP = 38;

/**
 * Cuts text of 40 characters or more to 38 plus '...' (spec §9, final screen).
 * @example truncateForSummary('a'.repeat(40)) // 'a'.repeat(38) + '...'
 */
export function truncateForSummary(text: string): string {
  return text.length >= LIMIT ? `${text.slice(0, KEEP)}...` : text;
}

/** The table field whose rows fill property `name`, to title its columns with the field labels. */
function tableFieldFor(tree: Tree, name: string): TableField | undefined {
  for (const screen of Object.values(tree.telas)) {
    if (screen.tipo !== 'formulario') continue;
    for (const field of Object.values(screen.campos ?? {})) {
      if (field.tipo === 'tabela' && (field.mapeamento ?? field.opcoes.mapeamento) === name) return field;
    }
  }
  return undefined;
}

/**
 * The final screen's content, ready to render: the collected properties (not the ticket
 * defaults; `__anexos` apart) as [label, value] pairs, each list-valued property as a titled
 * table (columns in first-seen order; no rows means 'Tabela vazia'), and the attachments' name and
 * type. Table columns follow the table field's definition and show its labels. Labels, values, titles and cells are truncated by the 40/38 rule; line breaks stay.
 * @example finalScreenSummary(attendance).propriedades // [['email', 'maria@ufv.br']]
 */
export function finalScreenSummary(attendance: Attendance): FinalScreenSummary {
  const summary: FinalScreenSummary = { propriedades: [], tabelas: [], anexos: [] };
  for (const [name, value] of Object.entries(attendance.assignments)) {
    if (name === ATTACHMENTS_PROPERTY || value === undefined || value === null) continue;
    if (!Array.isArray(value)) {
      summary.propriedades.push([truncateForSummary(name), truncateForSummary(toText(value))]);
      continue;
    }
    const rows = tableRows(value);
    const inner = tableFieldFor(attendance.tree, name)?.opcoes.campos ?? {};
    const columns = [...new Set([...Object.keys(inner), ...rows.flatMap((row) => Object.keys(row))])];
    summary.tabelas.push({
      titulo: truncateForSummary(name),
      colunas: columns.map((column) => truncateForSummary(inner[column]?.rotulo ?? column)),
      linhas: rows.map((row) => columns.map((column) => truncateForSummary(row[column] ?? ''))),
    });
  }
  summary.anexos = attendance.attachments.map((file) => ({ nome: file.filename, tipo: file.contentType }));
  return summary;
}
