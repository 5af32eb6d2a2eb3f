/**
 * What a help desk sets about the tickets its trees open, and the language the engine writes in:
 * the one options argument of the functions that write ticket properties or words for people.
 */
import type { Locale } from '../messages/locale';
import { runtimeTexts } from '../messages/runtime-catalogs';
import { CLOSED_STATE, DEFAULT_PRIORITY, DEFAULT_QUEUE, DEFAULT_TICKET_TYPE, SELF_SERVICE_QUEUE } from './ticket-constants';

/**
 * The properties a ticket gets when its tree sets none, and the outcome of a problem a tutorial
 * solved. The built-in ones are Chamados' (Znuny's) — spec §9.
 * @example const defaults: TicketDefaults = { ...DEFAULT_TICKET_DEFAULTS, fila: 'Service Desk', prioridade: '3 normal' }
 */
export interface TicketDefaults {
  /** Queue unless an assignment sets `fila`. */
  fila: string;
  /** Ticket type unless an assignment sets `tipo`. */
  tipo: string;
  /** Priority unless an assignment sets `prioridade`. */
  prioridade: string;
  /** Queue of a problem a tutorial solved. */
  filaAutoatendimento: string;
  /** `state` of a ticket created already closed (a tutorial solved the problem). */
  estadoFechado: string;
  /**
   * The subject unless an assignment sets `assunto`, with `{data}` for the date
   * ('dd/MM/yyyy H:mm'). Absent: the catalog's ('Chamado criado automaticamente - {data}').
   */
  assunto?: string;
}

/** Chamados' defaults (spec §9). @example DEFAULT_TICKET_DEFAULTS.fila // 'N1::Service Desk' */
export const DEFAULT_TICKET_DEFAULTS: Readonly<TicketDefaults> = {
  fila: DEFAULT_QUEUE,
  tipo: DEFAULT_TICKET_TYPE,
  prioridade: DEFAULT_PRIORITY,
  filaAutoatendimento: SELF_SERVICE_QUEUE,
  estadoFechado: CLOSED_STATE,
};

/**
 * Options of the functions that write ticket properties or words for people (`answerTutorial`,
 * `submitForm`, `buildTicketRequest`, `isClosedOnCreation`, `describeAttendance`,
 * `finalScreenSummary`, `screenTitle`). Pass the same ones to all: the server that replays a walk
 * and the page that showed it then agree.
 * @example const options: EngineOptions = { locale: 'es', defaults: { fila: 'Mesa de ayuda' } }
 */
export interface EngineOptions {
  /** The language of what the engine writes for people: 'pt-BR' (default), 'es' or 'en'. */
  locale?: Locale;
  /** Help-desk defaults; the ones not given are Chamados'. */
  defaults?: Partial<TicketDefaults>;
  /**
   * The titles of the FAQ articles tutorials point at, by the tutorial's `url` (from the data hub):
   * a tutorial without `titulo` is named by its article's title. Without one it reads 'Artigo da FAQ'.
   */
  faqTitles?: Readonly<Record<string, string>>;
}

/**
 * The defaults in force: those given over Chamados'.
 * @example ticketDefaults({ defaults: { fila: 'Mesa' } }).tipo // 'Requisição de Serviço'
 */
export function ticketDefaults(options: EngineOptions = {}): TicketDefaults {
  const given = options.defaults ?? {};
  const chosen: TicketDefaults = { ...DEFAULT_TICKET_DEFAULTS };
  for (const key of ['fila', 'tipo', 'prioridade', 'filaAutoatendimento', 'estadoFechado', 'assunto'] as const) {
    const value = given[key];
    if (typeof value === 'string' && value.trim() !== '') chosen[key] = value;
  }
  return chosen;
}

/**
 * The subject of a ticket whose tree sets none, for the date given as text.
 * @example defaultSubject('04/03/2025 9:05', { locale: 'en' }) // 'Ticket created automatically - 04/03/2025 9:05'
 */
export function defaultSubject(date: string, options: EngineOptions = {}): string {
  const template = ticketDefaults(options).assunto;
  return template === undefined ? runtimeTexts(options.locale).defaultSubject(date) : template.replaceAll('{data}', date);
}
