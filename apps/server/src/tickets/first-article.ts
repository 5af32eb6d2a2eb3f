import { messages } from '../messages';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const cell = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** Properties that become ticket fields rather than lines of the summary. */
export const TICKET_FIELD_PROPERTIES = new Set(['assunto', 'fila', 'tipo', 'prioridade', 'state', 'servico', '__anexos']);

/**
 * The first article's body: the answers the user gave (properties, then one table per list),
 * and the path walked through the tree, as readable HTML for the agent. Everything is escaped:
 * the values are what a user typed.
 */
export function firstArticleHtml(input: {
  propriedades: Record<string, string>;
  tabelas: Record<string, Record<string, string>[]>;
  log: string[];
  closed: boolean;
}): string {
  const out: string[] = [`<h3>${escapeHtml(messages.articleSummaryTitle)}</h3>`];
  if (input.closed) out.push(`<p>${escapeHtml(messages.closedBySelfService)}</p>`);
  const props = Object.entries(input.propriedades).filter(([k]) => !TICKET_FIELD_PROPERTIES.has(k));
  if (props.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articlePropertiesTitle)}</h4>`, '<table>');
    for (const [k, v] of props) out.push(`<tr><th>${cell(k)}</th><td>${cell(v)}</td></tr>`);
    out.push('</table>');
  }
  for (const [name, rows] of Object.entries(input.tabelas)) {
    out.push(`<h4>${cell(name)}</h4>`);
    if (rows.length === 0) {
      out.push(`<p>${escapeHtml(messages.articleEmptyTable)}</p>`);
      continue;
    }
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    out.push('<table>', `<tr>${columns.map((c) => `<th>${cell(c)}</th>`).join('')}</tr>`);
    for (const r of rows) out.push(`<tr>${columns.map((c) => `<td>${cell(r[c] ?? '')}</td>`).join('')}</tr>`);
    out.push('</table>');
  }
  if (input.log.length > 0) {
    out.push(`<h4>${escapeHtml(messages.articlePathTitle)}</h4>`, '<ol>');
    for (const step of input.log) out.push(`<li>${cell(step)}</li>`);
    out.push('</ol>');
  }
  return out.join('\n');
}

/** A reply body: the portal already turned newlines into <br>; any other markup is kept as text. */
export function replyHtml(corpo: string): string {
  return escapeHtml(corpo).replace(/&lt;br\s*\/?&gt;/gi, '<br>').replace(/\r?\n/g, '<br>');
}
