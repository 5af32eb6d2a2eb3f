import { toText } from '../evaluate/to-text';
import type { Attendance, OperandValue, TicketRequest } from '../types';
import { describeAttendance } from './describe-attendance';
import { defaultSubject as subjectFor, ticketDefaults, type EngineOptions } from './engine-options';
import { formatTicketDate } from './format-ticket-date';
import { ATTACHMENTS_PROPERTY } from './ticket-constants';

/**
 * Turns a list-valued property into table rows of text: object rows keep their keys (cells as
 * text, a select cell as its valor), other items become `{ valor }` rows.
 * @example tableRows([{ patrimonio: '123', sala: { texto: 'Sala 1', valor: 's1' } }]) // [{ patrimonio: '123', sala: 's1' }]
 */
export function tableRows(items: readonly OperandValue[]): Record<string, string>[] {
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { valor: toText(item) };
    return Object.fromEntries(Object.entries(item).map(([key, cell]) => [key, toText(cell)]));
  });
}

/**
 * The `POST /api/ticket` payload of an attendance at '#final': the spec §3 defaults (assunto with
 * `now` as dd/MM/yyyy H:mm in America/Sao_Paulo, fila, tipo, prioridade) overridden by the
 * collected properties as text; list-valued properties become `tabelas`; `__anexos` and
 * unset (null/undefined) properties are left out; a blank `assunto` falls back to the default;
 * files and the log go along, and the walk worded for people (`describeAttendance`) as `resumo`.
 * `options.defaults` replaces Chamados' defaults (a help desk's own queue, type, priority and
 * subject); `options.locale` the language of the default subject and of `resumo`.
 * @example buildTicketRequest(attendance, new Date()).propriedades.fila // 'N1::Service Desk'
 * @example buildTicketRequest(attendance, new Date(), { defaults: { fila: 'Mesa de ayuda' }, locale: 'es' }).propriedades.fila // 'Mesa de ayuda'
 */
export function buildTicketRequest(attendance: Attendance, now: Date, options: EngineOptions = {}): TicketRequest {
  const defaults = ticketDefaults(options);
  const defaultSubject = subjectFor(formatTicketDate(now), options);
  const propriedades: TicketRequest['propriedades'] = {
    assunto: defaultSubject,
    fila: defaults.fila,
    tipo: defaults.tipo,
    prioridade: defaults.prioridade,
  };
  const tabelas: Record<string, Record<string, string>[]> = {};
  for (const [name, value] of Object.entries(attendance.assignments)) {
    if (name === ATTACHMENTS_PROPERTY || value === undefined || value === null) continue;
    if (Array.isArray(value)) Object.defineProperty(tabelas, name, { value: tableRows(value), enumerable: true, writable: true, configurable: true });
    else Object.defineProperty(propriedades, name, { value: toText(value), enumerable: true, writable: true, configurable: true });
  }
  // A blank subject (an interpolation of an empty field) would leave the ticket without a title.
  if (!propriedades.assunto.trim()) propriedades.assunto = defaultSubject;
  return {
    propriedades,
    anexos: attendance.attachments.map(({ contentType, filename, content }) => ({ contentType, filename, content })),
    tabelas,
    log: [...attendance.log],
    resumo: describeAttendance(attendance, options),
  };
}

/**
 * Whether the ticket is created already closed: a tutorial solved the problem ('closed successful',
 * or `options.defaults.estadoFechado`).
 * @example isClosedOnCreation(await answerTutorial(a, true, env)) // true
 */
export function isClosedOnCreation(attendance: Attendance, options: EngineOptions = {}): boolean {
  return attendance.assignments.state === ticketDefaults(options).estadoFechado;
}
