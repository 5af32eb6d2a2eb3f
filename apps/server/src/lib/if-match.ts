import type { FastifyReply, FastifyRequest } from 'fastify';
import { expectedRevision, revisionEtag, type Revision } from '@chamados/api-contract';
import { HttpError } from './http-error';
import { messages } from '../messages';

/** What a write may replace: a revision number, or any (`If-Match: *`, an explicit choice). */
export type Expected = number | 'any';

/** The clock of the 412's 'às {hora}': the university's, whatever the server's zone. */
const ZONE = 'America/Sao_Paulo';
const hourOf = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const dayOf = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * When a change was made, as the 412 says it: '14:32' today, '14:32 de 03/05/2025' another day.
 * @example changedAt(new Date('2025-05-03T17:32:00Z'), new Date('2025-05-03T18:00:00Z')) // '14:32'
 */
export function changedAt(when: Date, now = new Date()): string {
  const hora = hourOf.format(when);
  return dayOf.format(when) === dayOf.format(now) ? hora : `${hora} de ${dayOf.format(when)}`;
}

/** The revision a write names in If-Match for record `id`; 428 when it names none. */
export function requireRevision(request: FastifyRequest, id: number): Expected {
  const expected = expectedRevision(request.headers['if-match'], id);
  if (expected === undefined) throw new HttpError(428, messages.ifMatchMissing);
  return expected;
}

/** Sends the record's ETag (`GET` and every successful write). */
export function sendEtag(reply: FastifyReply, record: { id: number; revisao: number }): void {
  reply.header('etag', revisionEtag(record.id, record.revisao));
}

/**
 * The 412 of a write based on a revision someone else replaced: the message names them and when,
 * the body carries the current revision, and the ETag header is the current one.
 */
export function staleWrite(message: (nome: string, hora: string) => string, id: number, current: { revisao: number; alteradaPor: string; alterada: Date }): HttpError {
  const details: Omit<Revision, never> = { revisao: current.revisao, alteradaPor: current.alteradaPor, alterada: current.alterada.toISOString() };
  return new HttpError(412, message(current.alteradaPor || messages.someoneElse, changedAt(current.alterada)), undefined, details, { etag: revisionEtag(id, current.revisao) });
}

/** True when a write expecting `expected` may replace revision `current`. */
export const revisionMatches = (expected: Expected, current: number): boolean => expected === 'any' || expected === current;
