import type { AttendanceSummary } from '@chamados/tree-engine';
import type { NewTicket } from './ticket-store';
import { messages } from '../messages';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const cell = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** Properties that become ticket fields rather than lines of the summary. */
export const TICKET_FIELD_PROPERTIES = new Set(['assunto', 'fila', 'tipo', 'prioridade', 'state', 'servico', '__anexos']);

/** What the first article is written from: the creation request and whether it is created closed. */
export type FirstArticleInput = Pick<NewTicket, 'tabelas' | 'log' | 'resumo'> & { propriedades: Record<string, string>; closed: boolean };

function labelledTable(out: string[], rows: readonly { rotulo: string; valor: string }[]): void {
  out.push('<table>');
  for (const { rotulo, valor } of rows) out.push(`<tr><th>${cell(rotulo)}</th><td>${cell(valor)}</td></tr>`);
  out.push('</table>');
}

function dataTable(out: string[], title: string, columns: readonly string[], rows: readonly (readonly string[])[]): void {
  out.push(`<h4>${cell(title)}</h4>`);
  if (rows.length === 0) {
    out.push(`<p>${escapeHtml(messages.articleEmptyTable)}</p>`);
    return;
  }
  out.push('<table>', `<tr>${columns.map((c) => `<th>${cell(c)}</th>`).join('')}</tr>`);
  for (const r of rows) out.push(`<tr>${columns.map((_, i) => `<td>${cell(r[i] ?? '')}</td>`).join('')}</tr>`);
  out.push('</table>');
}

/**
 * The walk as tree-engine's `describeAttendance` worded it: the path as the questions asked and
 * the options chosen, the answers by label, the tables with their column labels, then the values
 * assignments set (the help desk's).
 */
function wordedBody(out: string[], resumo: AttendanceSummary): void {
  if (resumo.caminho.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articlePathTitle)}</h4>`, '<ol>');
    for (const step of resumo.caminho) out.push(`<li>${cell(step.pergunta)} → ${cell(step.resposta)}</li>`);
    out.push('</ol>');
  }
  if (resumo.respostas.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articleAnswersTitle)}</h4>`);
    labelledTable(out, resumo.respostas);
  }
  for (const table of resumo.tabelas) dataTable(out, table.titulo, table.colunas, table.linhas);
  if (resumo.propriedades.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articleOtherDataTitle)}</h4>`);
    labelledTable(out, resumo.propriedades);
  }
}

/** A request from an API client that sent no `resumo`: the properties by name, the log as it came. */
function rawBody(out: string[], input: FirstArticleInput): void {
  const props = Object.entries(input.propriedades).filter(([k]) => !TICKET_FIELD_PROPERTIES.has(k));
  if (props.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articlePropertiesTitle)}</h4>`);
    labelledTable(out, props.map(([rotulo, valor]) => ({ rotulo, valor })));
  }
  for (const [name, rows] of Object.entries(input.tabelas)) {
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    dataTable(out, name, columns, rows.map((r) => columns.map((c) => r[c] ?? '')));
  }
  if (input.log.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articlePathTitle)}</h4>`, '<ol>');
    for (const step of input.log) out.push(`<li>${cell(step)}</li>`);
    out.push('</ol>');
  }
}

/**
 * The first article's body, what an agent reads first (built-in store and Znuny alike): the walk
 * worded by tree-engine (`resumo`) when the request carries it — as the portal's always does —
 * else the properties, tables and log as they came. Everything is escaped: the values are what a
 * user typed.
 */
export function firstArticleHtml(input: FirstArticleInput): string {
  const out: string[] = [`<h3>${escapeHtml(messages.articleSummaryTitle)}</h3>`];
  if (input.closed) out.push(`<p>${escapeHtml(messages.closedBySelfService)}</p>`);
  if (input.resumo) wordedBody(out, input.resumo);
  else rawBody(out, input);
  return out.join('\n');
}

/** A reply body: the portal already turned newlines into <br>; any other markup is kept as text. */
export function replyHtml(corpo: string): string {
  return escapeHtml(corpo).replace(/&lt;br\s*\/?&gt;/gi, '<br>').replace(/\r?\n/g, '<br>');
}
