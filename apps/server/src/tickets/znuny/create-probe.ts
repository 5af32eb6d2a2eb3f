import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { ZnunyApi } from './znuny-api';
import { ZnunyError } from './znuny-client';

/**
 * The last thing TicketCreate checks, after the ticket fields, the permission on the queue, the
 * article and the dynamic fields: each attachment's content. An empty one is refused there, so a
 * request carrying it learns whether Znuny would take everything else, and creates nothing.
 * (Kernel/GenericInterface/Operation/Ticket/TicketCreate.pm, Znuny 7.0 and OTRS 6.)
 */
const PROBE_ATTACHMENT = { Content: '', ContentType: 'text/plain', Filename: 'verificacao.txt' };
const ACCEPTED = /Attachment->Content\b/;

/** The ticket fields Znuny checks by name, as its refusals name them. */
export type CheckedField = 'Queue' | 'Type' | 'State' | 'Priority';

/** What a TicketCreate refusal was about, read from Znuny's (English) error message. */
export type Refusal =
  | { field: CheckedField }
  | { dynamicField: 'name' | 'value' }
  | { access: true }
  | { customer: true }
  | { other: string };

/** Reads a TicketCreate refusal (`TicketCreate.InvalidParameter` and kin) into what it was about. */
export function readRefusal(e: ZnunyError): Refusal {
  if (e.code.endsWith('.AccessDenied')) return { access: true };
  const field = /Ticket->(?:\w+ or Ticket->)?(Queue|Type|State|Priority)\b/.exec(e.message)?.[1] as CheckedField | undefined;
  if (field) return { field };
  const dynamic = /DynamicField->(Name|Value)\b/.exec(e.message)?.[1];
  if (dynamic) return { dynamicField: dynamic === 'Name' ? 'name' : 'value' };
  if (/Ticket->CustomerUser\b/.test(e.message)) return { customer: true };
  return { other: `${e.code}: ${e.message}` };
}

/** True for refusals Znuny gives before it writes anything (TicketCreate validates first). */
export function refusedBeforeWriting(e: ZnunyError): boolean {
  return /\.(InvalidParameter|MissingParameter|AccessDenied|AuthFail)$/.test(e.code);
}

/**
 * Sends `body` as a TicketCreate that Znuny refuses at its last check: resolves when Znuny
 * would accept everything else, throws the ZnunyError of the first thing it would refuse.
 */
export async function probeTicketCreate(api: ZnunyApi, log: FastifyBaseLogger, body: Record<string, unknown>): Promise<void> {
  let answer: { TicketID?: unknown };
  try {
    answer = await api.client.call('TicketCreate', { method: 'POST', path: '/Ticket', write: true, body: { ...body, Attachment: [PROBE_ATTACHMENT] } });
  } catch (e) {
    if (e instanceof ZnunyError && e.code.endsWith('.MissingParameter') && ACCEPTED.test(e.message)) return;
    throw e;
  }
  // This Znuny took an empty file: the check made a ticket. Say so loudly and stop here.
  log.error({ ticketId: answer.TicketID }, 'znuny: a check request created a ticket (this Znuny accepts empty attachments)');
  throw new HttpError(502, messages.znunyRefused);
}
