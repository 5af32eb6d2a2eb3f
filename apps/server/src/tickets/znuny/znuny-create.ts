import { createHash } from 'node:crypto';
import { CLOSED_STATE } from '@chamados/tree-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/claims';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import { decodeAttachments, type DecodedFile } from '../decode-attachments';
import { firstArticleHtml, TICKET_FIELD_PROPERTIES } from '../first-article';
import type { CreatedTicket, CreateTicketBody } from '@chamados/api-contract';
import { htmlBodyIndex } from './znuny-articles';
import { ZnunyError } from './znuny-client';
import type { ZnunyConfig } from './znuny-config';
import type { ZnunyTicketStore } from './znuny-ticket-store';
import { portalState } from './state-map';
import { asArray, toId, unixToIso, type TicketCreateAnswer, type ZTicket } from './znuny-types';

/** A creation repeated within this window with the same content is a retry, not a new ticket. */
export const IDEMPOTENCY_WINDOW_MINUTES = 60;
/** How long the list of Znuny's dynamic fields is trusted. */
const FIELDS_TTL_MS = 10 * 60_000;

/** Ticket fields a tree may name that Znuny may not have; each falls back to the configured default. */
const FALLBACK_FIELDS = { Queue: 'fila', Type: 'tipo', Priority: 'prioridade' } as const;
type FallbackField = keyof typeof FALLBACK_FIELDS;

const inFlight = new Map<string, Promise<CreatedTicket>>();
const fieldCache = new WeakMap<ZnunyTicketStore, { names: Map<string, string>; at: number }>();

/**
 * The key of one creation: the user and everything they sent. A retry of the same request (a
 * timeout, a double click, a reload) carries the same key; a different ticket does not.
 */
export function idempotencyKey(login: string, input: CreateTicketBody): string {
  return createHash('sha256').update(JSON.stringify([login, input.propriedades, input.tabelas, input.log, input.anexos])).digest('hex').slice(0, 40);
}

/** Ticket dynamic fields by lower-case name, read from any ticket (TicketGet lists them all). */
async function dynamicFields(store: ZnunyTicketStore, log: FastifyBaseLogger): Promise<Map<string, string>> {
  const cached = fieldCache.get(store);
  if (cached && Date.now() - cached.at < FIELDS_TTL_MS) return cached.names;
  const names = new Map<string, string>();
  try {
    const [any] = await store.findIds({ Limit: 1 });
    if (any) {
      const [t] = await store.getTickets([any], { DynamicFields: 1 });
      for (const f of t?.DynamicField ?? []) names.set(f.Name.toLowerCase(), f.Name);
    }
  } catch (e) {
    // Without the list the ticket is still created: its properties are in the first article.
    log.warn({ err: e }, 'znuny: could not read the dynamic fields');
  }
  fieldCache.set(store, { names, at: Date.now() });
  return names;
}

const createdFrom = (t: ZTicket, cfg: ZnunyConfig): CreatedTicket => ({
  ticketId: toId(t.TicketID),
  ticketNumber: t.TicketNumber,
  estado: portalState(cfg.stateMap, t.StateType),
  ...(unixToIso(t.EscalationSolutionTime) ? { solutionTimeDestinationDate: unixToIso(t.EscalationSolutionTime) } : {}),
});

const znunyFile = (f: DecodedFile) => ({ Content: f.content.toString('base64'), ContentType: f.contentType, Filename: f.filename });

/**
 * Creates the ticket in Znuny, once: the idempotency key is searched first, and a ticket found
 * without all its files (a creation cut short) is completed with a follow-up article or the
 * failure is reported with its number.
 */
export async function createTicket(
  store: ZnunyTicketStore,
  cfg: ZnunyConfig,
  log: FastifyBaseLogger,
  user: AuthUser,
  input: CreateTicketBody,
): Promise<CreatedTicket> {
  // Bad files are refused before anything reaches Znuny.
  const files = decodeAttachments(input.anexos.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })));
  const login = store.login(user.id);
  const key = idempotencyKey(login, input);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const [existing] = await store.findIds({
      CustomerUserLogin: login,
      [`DynamicField_${cfg.idempotencyField}`]: { Equals: key },
      TicketCreateTimeNewerMinutes: IDEMPOTENCY_WINDOW_MINUTES,
    });
    if (existing) return complete(store, cfg, log, user, existing, files);
    return createNew(store, cfg, log, user, input, files, key);
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

async function createNew(
  store: ZnunyTicketStore,
  cfg: ZnunyConfig,
  log: FastifyBaseLogger,
  user: AuthUser,
  input: CreateTicketBody,
  files: DecodedFile[],
  key: string,
): Promise<CreatedTicket> {
  const p = input.propriedades;
  const closed = p.state === CLOSED_STATE;
  // The contract requires a subject that is not blank: tree-engine's buildTicketRequest writes the default.
  const titulo = p.assunto.trim();
  const servico = (p.servico ?? input.log[0] ?? '').trim();
  const ticket: Record<FallbackField | 'Title' | 'State' | 'CustomerUser', string> = {
    Title: titulo,
    Queue: p.fila?.trim() || cfg.queue,
    Type: p.tipo?.trim() || cfg.type,
    Priority: p.prioridade?.trim() || cfg.priority,
    State: closed ? CLOSED_STATE : cfg.stateNew,
    CustomerUser: store.login(user.id),
  };
  const known = await dynamicFields(store, log);
  const candidates: Record<string, string> = { servico };
  for (const [k, v] of Object.entries(p)) if (!TICKET_FIELD_PROPERTIES.has(k) && typeof v === 'string') candidates[k] = v;
  let extraFields = Object.entries(candidates)
    .map(([k, v]) => ({ Name: known.get(k.toLowerCase()), Value: v }))
    .filter((f): f is { Name: string; Value: string } => !!f.Name && f.Name !== cfg.idempotencyField && f.Value !== '');
  const notes: string[] = [];

  for (let attempt = 0; attempt < 5; attempt++) {
    const corpo = firstArticleHtml({ propriedades: p, tabelas: input.tabelas, log: input.log, resumo: input.resumo, closed }) + notes.map((n) => `\n<p>${n}</p>`).join('');
    let answer: TicketCreateAnswer;
    try {
      answer = await store.client.call<TicketCreateAnswer>('TicketCreate', {
        method: 'POST',
        path: '/Ticket',
        write: true,
        body: {
          Ticket: ticket,
          Article: store.customerArticle(user, titulo, corpo),
          ...(files.length ? { Attachment: files.map(znunyFile) } : {}),
          DynamicField: [{ Name: cfg.idempotencyField, Value: key }, ...extraFields],
        },
      });
    } catch (e) {
      if (!(e instanceof ZnunyError) || e.code !== 'TicketCreate.InvalidParameter') throw e;
      // Znuny checks everything before it writes: a refused parameter created nothing.
      const field = /Ticket->(?:\w+ or Ticket->)?(Queue|Type|Priority)\b/.exec(e.message)?.[1] as FallbackField | undefined;
      const fallback = field && { Queue: cfg.queue, Type: cfg.type, Priority: cfg.priority }[field];
      if (field && fallback && ticket[field] !== fallback) {
        log.warn({ field, requested: ticket[field], used: fallback }, 'znuny: unknown value, using the default');
        notes.push(escapeText(messages.znunyFallbackField(FALLBACK_FIELDS[field], ticket[field], fallback)));
        ticket[field] = fallback;
        continue;
      }
      if (/DynamicField->/.test(e.message) && extraFields.length > 0) {
        log.warn({ fields: extraFields.map((f) => f.Name), znuny: e.message }, 'znuny: dynamic fields refused, creating without them');
        extraFields = [];
        continue;
      }
      throw e;
    }
    const base: CreatedTicket = { ticketId: toId(answer.TicketID), ticketNumber: String(answer.TicketNumber), estado: closed ? 'fechado' : 'novo' };
    try {
      // The state and the deadline as Znuny computed them; the ticket exists either way.
      const [t] = await store.getTickets([base.ticketId]);
      return t ? createdFrom(t, cfg) : base;
    } catch (e) {
      log.warn({ err: e, ticketId: base.ticketId }, 'znuny: ticket created, but reading it back failed');
      return base;
    }
  }
  throw new HttpError(502, messages.znunyRefused);
}

/** A ticket found by its key: answered as created, once every file of the request is on it. */
async function complete(
  store: ZnunyTicketStore,
  cfg: ZnunyConfig,
  log: FastifyBaseLogger,
  user: AuthUser,
  ticketId: number,
  files: DecodedFile[],
): Promise<CreatedTicket> {
  const [t] = await store.getTickets([ticketId], { AllArticles: 1, Attachments: 1, GetAttachmentContents: 0, HTMLBodyAsAttachment: 1 });
  if (!t) throw new HttpError(502, messages.znunyUnavailable);
  const names = asArray(t.Article).flatMap((a) => {
    const list = a.Attachment ?? [];
    const body = htmlBodyIndex(list);
    return list.filter((_, i) => i !== body).map((f) => f.Filename);
  });
  const present = new Map<string, number>();
  for (const n of names) present.set(n, (present.get(n) ?? 0) + 1);
  const missing = files.filter((f) => {
    const left = present.get(f.filename) ?? 0;
    if (left > 0) present.set(f.filename, left - 1);
    return left === 0;
  });
  if (missing.length > 0) {
    log.warn({ ticketId, missing: missing.map((f) => f.filename) }, 'znuny: ticket found without all its files, completing it');
    try {
      await store.client.call('TicketUpdate', {
        method: 'PATCH',
        path: `/Ticket/${ticketId}`,
        write: true,
        body: {
          Article: store.customerArticle(user, messages.znunyAttachmentsFollowUp, `<p>${escapeText(messages.znunyAttachmentsFollowUp)}</p>`),
          Attachment: missing.map(znunyFile),
        },
      });
    } catch (e) {
      log.error({ err: e, ticketId }, 'znuny: completing the files failed');
      throw new HttpError(e instanceof HttpError && e.statusCode === 504 ? 504 : 502, messages.znunyAttachmentsIncomplete(t.TicketNumber));
    }
  }
  return createdFrom(t, cfg);
}

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
