import { DateTime } from 'luxon';
/**
 * Znuny 7 / OTRS 6 GenericInterface answers, as far as the connector reads them. Ids arrive as
 * strings in TicketCreate and TicketSearch answers and as numbers in TicketGet (where FileID and
 * FilesizeRaw are strings again): every id goes through `toId`.
 */

export type Id = string | number;

export interface ZAttachment {
  Content?: string;
  ContentID?: string;
  ContentType: string;
  Disposition?: string;
  FileID: Id;
  Filename: string;
  FilesizeRaw?: Id;
}

export interface ZArticle {
  ArticleID: Id;
  ArticleNumber?: Id;
  Attachment?: ZAttachment[];
  Body?: string;
  CreateTime: string;
  From?: string;
  IsVisibleForCustomer?: Id;
  SenderType: string;
  Subject?: string;
}

export interface ZTicket {
  TicketID: Id;
  TicketNumber: string;
  Title: string;
  State: string;
  StateType: string;
  Priority: string;
  Queue: string;
  Type?: string;
  Service?: string;
  Owner?: string;
  Responsible?: string;
  CustomerUserID: string | null;
  Created: string;
  Changed: string;
  EscalationResponseTime?: Id;
  EscalationUpdateTime?: Id;
  EscalationSolutionTime?: Id;
  DynamicField?: { Name: string; Value: unknown }[];
  Article?: ZArticle[] | ZArticle;
}

export interface TicketCreateAnswer {
  TicketID: Id;
  TicketNumber: string;
  ArticleID: Id;
}

/** An id as a number; NaN never leaves here (0 instead, which matches nothing). */
export function toId(v: Id | null | undefined): number {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** One item or a list of them, as a list (Znuny answers a lone item unwrapped in places). */
export function asArray<T>(v: T | T[] | null | undefined): T[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** The tickets of a TicketGet answer. */
export function ticketsOf(answer: { Ticket?: ZTicket | ZTicket[] }): ZTicket[] {
  return asArray(answer.Ticket);
}

/** The ids of a TicketSearch answer: `{}` when nothing matched, strings otherwise. */
export function searchIds(answer: { TicketID?: Id | Id[] }): number[] {
  return asArray(answer.TicketID).map(toId).filter((n) => n > 0);
}

/** A unix time (seconds) as ISO 8601; 0 (Znuny's "none") as undefined. */
export function unixToIso(v: Id | undefined): string | undefined {
  const n = toId(v);
  return n > 0 ? new Date(n * 1000).toISOString() : undefined;
}

/**
 * Znuny's `YYYY-MM-DD hh:mm:ss`, a wall-clock time in its OTRSTimeZone, as ISO 8601 (UTC).
 * luxon resolves the zone's offset at that moment, DST edges included; text that is not such a
 * time (Znuny writes `0000-00-00 00:00:00` for "none") becomes the epoch, as before.
 */
export function znunyTimeToIso(text: string, timeZone: string): string {
  const time = DateTime.fromFormat(text?.trim() ?? '', 'yyyy-MM-dd HH:mm:ss', { zone: timeZone });
  return new Date(time.isValid ? time.toMillis() : 0).toISOString();
}
