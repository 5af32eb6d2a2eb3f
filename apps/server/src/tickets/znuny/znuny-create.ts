import { createHash } from 'node:crypto';
import { CLOSED_STATE } from '@chamados/tree-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { CreatedTicket } from '@chamados/api-contract';
import type { AuthUser } from '../../auth/claims';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { DecodedFile } from '../decode-attachments';
import { readWhole, type IncomingFile } from '../incoming-file';
import { firstArticleHtml, TICKET_FIELD_PROPERTIES } from '../first-article';
import { ticketOpening } from '../ticket-rules';
import type { NewTicket } from '../ticket-store';
import { probeTicketCreate, readRefusal, refusedBeforeWriting } from './create-probe';
import { CreationClaims, type AttemptOutcome, type Claim } from './creation-claims';
import type { ZnunyApi } from './znuny-api';
import { htmlBodyIndex } from './znuny-articles';
import { ZnunyError, ZnunyUnavailableError } from './znuny-client';
import type { ZnunyConfig } from './znuny-config';
import { portalState, stateTypesFor } from './state-map';
import { asArray, toId, unixToIso, type TicketCreateAnswer, type ZTicket } from './znuny-types';

/** A creation repeated within this window with the same content is a retry, not a new ticket. */
export const IDEMPOTENCY_WINDOW_MINUTES = 60;
/** How long the list of Znuny's dynamic fields, and values Znuny accepted, are trusted. */
const TRUST_MS = 10 * 60_000;

/** Ticket fields a tree may name that Znuny may not have; each falls back to the configured default. */
const FALLBACK_FIELDS = { Queue: 'fila', Type: 'tipo', Priority: 'prioridade' } as const;
type FallbackField = keyof typeof FALLBACK_FIELDS;
type TicketFields = Record<FallbackField | 'Title' | 'State' | 'CustomerUser', string>;
type DynamicValue = { Name: string; Value: string };

/**
 * The key of one creation: the user and the request the ticket came from (`NewTicket.origem`,
 * which covers the walk and its files). A retry of the same request (a timeout, a double click,
 * a reload) carries the same key; a different ticket does not.
 */
export function idempotencyKey(login: string, input: Pick<NewTicket, 'origem'>): string {
  return createHash('sha256').update(JSON.stringify([login, input.origem])).digest('hex').slice(0, 40);
}

/** Znuny's API takes each file whole, as base64 in JSON: the one place a file is held in memory. */
export async function wholeFiles(files: readonly IncomingFile[]): Promise<DecodedFile[]> {
  const out: DecodedFile[] = [];
  for (const f of files) out.push({ filename: f.filename, contentType: f.contentType, filesize: f.size, content: await readWhole(f) });
  return out;
}

const znunyFile = (f: DecodedFile) => ({ Content: f.content.toString('base64'), ContentType: f.contentType, Filename: f.filename });

function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** What a failed TicketCreate left: nothing when Znuny refused it or never received it. */
function outcomeOf(e: unknown): AttemptOutcome {
  if (e instanceof ZnunyError) return refusedBeforeWriting(e) ? 'nothing' : 'uncertain';
  if (e instanceof ZnunyUnavailableError) return e.maybeDelivered ? 'uncertain' : 'nothing';
  return 'uncertain';
}

/**
 * Creates tickets in Znuny, once per creation key, across retries and server processes: the key
 * is claimed in the portal's database (one attempt at a time), then searched in Znuny (a ticket
 * found is the answer), and only then is a ticket created. When an earlier attempt timed out,
 * Znuny may still be creating its ticket: for twice the write timeout a retry that finds nothing
 * is told to wait rather than create a second one.
 */
export class ZnunyCreator {
  private readonly inFlight = new Map<string, Promise<CreatedTicket>>();
  private readonly claims: CreationClaims;
  private fields: { names: Map<string, string>; at: number } | undefined;
  /** Ticket values and dynamic fields Znuny took lately: creations with files skip the check. */
  private readonly accepted = new Map<string, number>();

  constructor(
    private readonly api: ZnunyApi,
    private readonly cfg: ZnunyConfig,
    private readonly log: FastifyBaseLogger,
    db: Db,
  ) {
    // A claim outlives one write to Znuny (and the few reads around it).
    this.claims = new CreationClaims(db, cfg.writeTimeoutMs + 2 * cfg.readTimeoutMs + 5_000);
  }

  /** Two write timeouts after an unanswered write, Znuny has finished with it or never will. */
  private get graceMs(): number {
    return 2 * this.cfg.writeTimeoutMs;
  }

  create(user: AuthUser, input: NewTicket, incoming: readonly IncomingFile[] = []): Promise<CreatedTicket> {
    const key = idempotencyKey(this.api.login(user.id), input);
    // The same request twice in this process shares one attempt (no polling of the claim).
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = wholeFiles(incoming)
      .then((files) => this.createOnce(user, input, files, key))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async createOnce(user: AuthUser, input: NewTicket, files: DecodedFile[], key: string): Promise<CreatedTicket> {
    const claim = await this.claims.acquire(key);
    // What this attempt left in Znuny; createNew says when its TicketCreate goes out.
    const attempt: { outcome: AttemptOutcome } = { outcome: 'nothing' };
    try {
      const pending = claim.uncertainSince !== undefined && Date.now() - claim.uncertainSince.getTime() < this.graceMs;
      const existing = await this.findByKey(user, key, ticketOpening(input).closed);
      if (existing) {
        const created = await this.complete(user, existing, files, pending);
        attempt.outcome = 'created';
        return created;
      }
      if (pending) throw new HttpError(504, messages.znunyCreationPending);
      return await this.createNew(user, input, files, key, claim, attempt);
    } catch (e) {
      // Only a TicketCreate that went out can have left a ticket behind.
      if (attempt.outcome === 'uncertain') attempt.outcome = outcomeOf(e);
      throw e;
    } finally {
      await this.claims.release(claim, attempt.outcome).catch((e: unknown) => this.log.error({ err: e }, 'znuny: releasing a creation claim failed'));
    }
  }

  /**
   * The newest ticket created with this key in the window that still answers for it. A ticket
   * the help desk closed (or merged) since does not: sending the form again then is a new
   * attendance and gets a new ticket, unless the request itself closes the ticket.
   */
  private async findByKey(user: AuthUser, key: string, requestClosed: boolean): Promise<number | undefined> {
    const [id] = await this.api.customerIds(user.id, {
      [`DynamicField_${this.cfg.idempotencyField}`]: { Equals: key },
      TicketCreateTimeNewerMinutes: IDEMPOTENCY_WINDOW_MINUTES,
      ...(requestClosed ? {} : { StateType: stateTypesFor(this.cfg.stateMap, 'aberto') }),
      SortBy: 'Age',
      OrderBy: 'Down',
    });
    return id;
  }

  /** Ticket dynamic fields by lower-case name, read from any ticket (TicketGet lists them all). */
  private async dynamicFields(): Promise<Map<string, string>> {
    if (this.fields && Date.now() - this.fields.at < TRUST_MS) return this.fields.names;
    const names = new Map<string, string>();
    try {
      const [any] = await this.api.findIds({ Limit: 1 });
      if (any) {
        const [t] = await this.api.getTickets([any], { DynamicFields: 1 });
        for (const f of t?.DynamicField ?? []) names.set(f.Name.toLowerCase(), f.Name);
      }
    } catch (e) {
      // Without the list the ticket is still created: its properties are in the first article.
      this.log.warn({ err: e }, 'znuny: could not read the dynamic fields');
    }
    this.fields = { names, at: Date.now() };
    return names;
  }

  private async createNew(
    user: AuthUser,
    input: NewTicket,
    files: DecodedFile[],
    key: string,
    claim: Claim,
    attempt: { outcome: AttemptOutcome },
  ): Promise<CreatedTicket> {
    const p = input.propriedades;
    const { titulo, assunto, servico, closed } = ticketOpening(input);
    const ticket: TicketFields = {
      Title: titulo,
      Queue: p.fila?.trim() || this.cfg.queue,
      Type: p.tipo?.trim() || this.cfg.type,
      Priority: p.prioridade?.trim() || this.cfg.priority,
      State: closed ? CLOSED_STATE : this.cfg.stateNew,
      CustomerUser: this.api.login(user.id),
    };
    const known = await this.dynamicFields();
    const candidates: Record<string, string> = { servico };
    for (const [k, v] of Object.entries(p)) if (!TICKET_FIELD_PROPERTIES.has(k) && typeof v === 'string') candidates[k] = v;
    let extraFields = Object.entries(candidates)
      .map(([k, v]) => ({ Name: known.get(k.toLowerCase()), Value: v }))
      .filter((f): f is DynamicValue => !!f.Name && f.Name !== this.cfg.idempotencyField && f.Value !== '');
    const notes: string[] = [];
    const article = this.api.customerArticle(user, assunto, firstArticleHtml({ propriedades: p, tabelas: input.tabelas, log: input.log, resumo: input.resumo, closed }));
    // With files, the values are checked by a request without them first: a value Znuny refuses
    // then costs a few small requests, never the whole body again.
    let checked = files.length === 0;

    for (let round = 0; round < 6; round++) {
      const body = { Ticket: ticket, Article: article, DynamicField: [{ Name: this.cfg.idempotencyField, Value: key }, ...extraFields] };
      let answer: TicketCreateAnswer;
      try {
        if (!checked && !this.wasAccepted(ticket, extraFields)) {
          await probeTicketCreate(this.api, this.log, body);
          checked = true;
          this.remember(ticket, extraFields);
          continue;
        }
        if (!(await this.claims.renew(claim))) throw new HttpError(504, messages.znunyCreationPending);
        attempt.outcome = 'uncertain';
        answer = await this.api.client.call<TicketCreateAnswer>('TicketCreate', {
          method: 'POST',
          path: '/Ticket',
          write: true,
          body: { ...body, ...(files.length ? { Attachment: files.map(znunyFile) } : {}) },
        });
      } catch (e) {
        if (!(e instanceof ZnunyError) || !refusedBeforeWriting(e)) throw e;
        // Znuny checks everything before it writes: a refused parameter created nothing.
        attempt.outcome = 'nothing';
        const refusal = readRefusal(e);
        const field = 'field' in refusal && refusal.field in FALLBACK_FIELDS ? (refusal.field as FallbackField) : undefined;
        const fallback = field && { Queue: this.cfg.queue, Type: this.cfg.type, Priority: this.cfg.priority }[field];
        if (field && fallback && ticket[field] !== fallback) {
          this.log.warn({ field, requested: ticket[field], used: fallback }, 'znuny: unknown value, using the default');
          notes.push(messages.znunyFallbackField(FALLBACK_FIELDS[field], ticket[field], fallback));
          ticket[field] = fallback;
          continue;
        }
        if ('dynamicField' in refusal && extraFields.length > 0) {
          this.log.warn({ fields: extraFields.map((f) => f.Name), znuny: e.message }, 'znuny: dynamic fields refused, creating without them');
          extraFields = [];
          continue;
        }
        this.log.error({ code: e.code, znuny: e.message }, 'znuny: creation refused');
        throw new HttpError(502, messages.znunyRefused);
      }
      const base: CreatedTicket = { ticketId: toId(answer.TicketID), ticketNumber: String(answer.TicketNumber), estado: closed ? 'fechado' : 'novo' };
      attempt.outcome = 'created';
      if (notes.length > 0) await this.noteForAgents(base.ticketId, notes);
      try {
        // The state and the deadline as Znuny computed them; the ticket exists either way.
        const [t] = await this.api.getTickets([base.ticketId]);
        return t ? this.createdFrom(t) : base;
      } catch (e) {
        this.log.warn({ err: e, ticketId: base.ticketId }, 'znuny: ticket created, but reading it back failed');
        return base;
      }
    }
    throw new HttpError(502, messages.znunyRefused);
  }

  private acceptedKey(ticket: TicketFields, extra: DynamicValue[]): string {
    return JSON.stringify([ticket.Queue, ticket.Type, ticket.Priority, ticket.State, extra.map((f) => f.Name)]);
  }

  private wasAccepted(ticket: TicketFields, extra: DynamicValue[]): boolean {
    return (this.accepted.get(this.acceptedKey(ticket, extra)) ?? 0) > Date.now();
  }

  private remember(ticket: TicketFields, extra: DynamicValue[]) {
    if (this.accepted.size > 1000) this.accepted.clear();
    this.accepted.set(this.acceptedKey(ticket, extra), Date.now() + TRUST_MS);
  }

  /** Why the ticket differs from what the tree asked, for the agents only (the student never reads it). */
  private async noteForAgents(ticketId: number, notes: string[]): Promise<void> {
    const html = notes.map((n) => `<p>${escapeText(n)}</p>`).join('\n');
    try {
      await this.api.addArticle(ticketId, { Article: this.api.internalNote(messages.znunyFallbackNoteSubject, html) });
    } catch (e) {
      this.log.warn({ err: e, ticketId, notes }, 'znuny: the note about replaced values could not be added');
    }
  }

  private createdFrom(t: ZTicket): CreatedTicket {
    const deadline = unixToIso(t.EscalationSolutionTime);
    return {
      ticketId: toId(t.TicketID),
      ticketNumber: t.TicketNumber,
      estado: portalState(this.cfg.stateMap, t.StateType),
      ...(deadline ? { solutionTimeDestinationDate: deadline } : {}),
    };
  }

  /**
   * A ticket found by its key: answered as created, once every file of the request is on it.
   * While an earlier attempt may still be writing (`pending`), missing files are not added:
   * Znuny writes the key before the files, and they may yet arrive.
   */
  private async complete(user: AuthUser, ticketId: number, files: DecodedFile[], pending: boolean): Promise<CreatedTicket> {
    const [t] = await this.api.getTickets([ticketId], { AllArticles: 1, Attachments: 1, GetAttachmentContents: 0, HTMLBodyAsAttachment: 1 });
    if (!t || !this.api.owns(t, user.id)) throw new HttpError(502, messages.znunyUnavailable);
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
      if (pending) throw new HttpError(504, messages.znunyCreationPending);
      this.log.warn({ ticketId, missing: missing.map((f) => f.filename) }, 'znuny: ticket found without all its files, completing it');
      try {
        await this.api.addArticle(ticketId, {
          Article: this.api.customerArticle(user, messages.znunyAttachmentsFollowUp, `<p>${escapeText(messages.znunyAttachmentsFollowUp)}</p>`),
          Attachment: missing.map(znunyFile),
        });
      } catch (e) {
        this.log.error({ err: e, ticketId }, 'znuny: completing the files failed');
        throw new HttpError(e instanceof HttpError && e.statusCode === 504 ? 504 : 502, messages.znunyAttachmentsIncomplete(t.TicketNumber));
      }
    }
    return this.createdFrom(t);
  }
}
