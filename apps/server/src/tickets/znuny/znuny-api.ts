import type { AuthUser } from '../../auth/claims';
import type { ZnunyClient } from './znuny-client';
import type { ZnunyConfig } from './znuny-config';
import { searchIds, ticketsOf, toId, type ZTicket } from './znuny-types';

/** Most ticket ids one search brings back: a user's whole history, as maxSize counts it. */
export const SEARCH_LIMIT = 10_000;
/** Tickets per TicketGet call (ids travel in the query string). */
const GET_BATCH = 50;

export type TicketGetQuery = Record<string, string | number | string[]>;

/**
 * Characters that keep a login from being matched exactly. Znuny turns `*` into SQL's `%` before
 * anything else, and `%` makes the comparison a LIKE, where `_` is a wildcard too; a `"` cannot
 * sit inside the quoted phrase, nor (safely) a backslash.
 */
const INEXACT = /[*%"\\]/;

/**
 * The `CustomerUserLogin` value that finds exactly one login. Znuny reads the value as a
 * QueryCondition, where `+` means AND, `|` OR, `!` NOT, parentheses group and spaces separate
 * words; a phrase in double quotes is taken as it is, so the login goes in quotes. Its
 * `"` and `\` become `*`, a wildcard: then the search may find more, and `loginIsExact` says so.
 * (`CustomerUserLoginRaw` would compare exactly, but the GenericInterface's TicketSearch of
 * Znuny 7.0 does not pass it on: sent alone it is ignored and the search lists every ticket.)
 * @example loginCondition('carlos.lima+ti@gmail.com') // '"carlos.lima+ti@gmail.com"'
 */
export function loginCondition(login: string): string {
  return `"${login.replace(/["\\]/g, '*')}"`;
}

/** False when `loginCondition(login)` may also match other logins (the ids must be filtered). */
export function loginIsExact(login: string): boolean {
  return !INEXACT.test(login);
}

/**
 * The GenericInterface calls both the ticket store and the creation use: searches, ticket reads
 * in batches, and who a portal user is in Znuny. The portal acts with one agent account, so
 * Znuny's permissions would let it see every ticket of its queues: `owns` is what scopes a
 * ticket to its user.
 */
export class ZnunyApi {
  constructor(
    readonly client: ZnunyClient,
    private readonly cfg: ZnunyConfig,
  ) {}

  /** The Znuny customer user of a portal user: their identifier (spec §6), e-mails in lower case. */
  login(userId: string): string {
    const id = userId.trim();
    return (this.cfg.customerLoginPrefix ?? '') + (id.includes('@') ? id.toLowerCase() : id);
  }

  /** True when the ticket's customer user is this portal user (Znuny compares logins without case). */
  owns(ticket: ZTicket, userId: string): boolean {
    return (ticket.CustomerUserID ?? '').trim().toLowerCase() === this.login(userId).toLowerCase();
  }

  async findIds(query: Record<string, unknown>): Promise<number[]> {
    const answer = await this.client.call<{ TicketID?: string[] }>('TicketSearch', {
      method: 'POST',
      path: '/TicketSearch',
      body: { Limit: SEARCH_LIMIT, ...query },
    });
    return searchIds(answer);
  }

  /**
   * The ids of one user's tickets matching `query`, in Znuny's order. When the login holds a
   * character the search cannot match exactly, the ids found are narrowed to the user's own by
   * reading their customer user (rare logins; the usual CPF or e-mail costs one search).
   */
  async customerIds(userId: string, query: Record<string, unknown>): Promise<number[]> {
    const login = this.login(userId);
    const ids = await this.findIds({ ...query, CustomerUserLogin: loginCondition(login) });
    if (loginIsExact(login) || ids.length === 0) return ids;
    const mine = new Set((await this.getTickets(ids)).filter((t) => this.owns(t, userId)).map((t) => toId(t.TicketID)));
    return ids.filter((id) => mine.has(id));
  }

  async getTickets(ids: number[], query: TicketGetQuery = {}): Promise<ZTicket[]> {
    const out: ZTicket[] = [];
    for (let i = 0; i < ids.length; i += GET_BATCH) {
      const batch = ids.slice(i, i + GET_BATCH);
      const answer = await this.client.call<{ Ticket?: ZTicket[] }>('TicketGet', {
        method: 'GET',
        path: `/Ticket/${batch.join(',')}`,
        query,
      });
      out.push(...ticketsOf(answer));
    }
    return out;
  }

  /**
   * An article written by the user, visible to them, as Znuny's customer interface would store
   * it. The sender is the token's e-mail, never a reply body's `de`.
   */
  customerArticle(user: AuthUser, subject: string, html: string) {
    const email = user.email;
    return {
      CommunicationChannel: 'Internal',
      SenderType: 'customer',
      IsVisibleForCustomer: 1,
      From: email ? `"${user.nome.replace(/["\\]/g, '')}" <${email}>` : user.nome || this.login(user.id),
      Subject: subject,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
    };
  }

  /** A note for the agents only: the user's own view of the ticket does not change. */
  internalNote(subject: string, html: string) {
    return {
      CommunicationChannel: 'Internal',
      SenderType: 'system',
      IsVisibleForCustomer: 0,
      Subject: subject,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
    };
  }

  /** Adds an article (and files) to a ticket; Znuny's answer carries the new ArticleID. */
  addArticle(ticketId: number, body: Record<string, unknown>): Promise<{ ArticleID?: string | number }> {
    return this.client.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${ticketId}`, write: true, body });
  }
}
