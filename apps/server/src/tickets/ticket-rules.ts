import type { TICKET_STATES } from '@chamados/api-contract';
import { CLOSED_STATE } from '@chamados/tree-engine';
import type { NewTicket } from './ticket-store';

/**
 * The rules of a ticket's life that do not depend on where it is kept: what a creation request
 * opens, and what a user's reply does to a ticket. Both stores (built-in and Znuny) and any desk
 * that changes states import them from here, so they cannot drift apart.
 */

/** The five states users see (spec §4). */
export type PortalState = (typeof TICKET_STATES)[number];

/** Longest ticket title: Znuny's `ticket.title` column (varchar 255); the built-in store keeps the same. */
export const TITLE_MAX_CHARS = 255;
/** Marks a title that was cut, so nobody takes it for the whole subject. */
const CUT_MARK = '…';

/**
 * A ticket's title from the requested subject: trimmed, and cut at TITLE_MAX_CHARS characters
 * (code points, so no emoji is split) with a visible '…' rather than silently. The first
 * article keeps the whole subject.
 * @example ticketTitle('  Wi-Fi  ') // 'Wi-Fi'
 */
export function ticketTitle(assunto: string): string {
  const text = assunto.trim();
  const chars = Array.from(text);
  if (chars.length <= TITLE_MAX_CHARS) return text;
  return chars.slice(0, TITLE_MAX_CHARS - 1).join('').trimEnd() + CUT_MARK;
}

/** What a creation request opens, whichever store keeps the ticket. */
export interface TicketOpening {
  /** The title (see `ticketTitle`). */
  titulo: string;
  /** The whole subject, for the first article. */
  assunto: string;
  /** The service: `servico` when the tree sets it, else the tree's name (the first step of `log`). */
  servico: string;
  /** True when the walk ended on a tutorial that solved the problem (`state: 'closed successful'`). */
  closed: boolean;
  /** The state users see right after creation. */
  estado: Extract<PortalState, 'novo' | 'fechado'>;
}

/**
 * Derives a new ticket's title, service and state from the request.
 * @example ticketOpening({ propriedades: { assunto: 'Wi-Fi' }, log: ['Rede sem fio'], anexos: [], tabelas: {} }).servico // 'Rede sem fio'
 */
export function ticketOpening(input: Pick<NewTicket, 'propriedades' | 'log'>): TicketOpening {
  const p = input.propriedades;
  const closed = p.state === CLOSED_STATE;
  return {
    titulo: ticketTitle(p.assunto),
    assunto: p.assunto.trim(),
    servico: (p.servico ?? input.log[0] ?? '').trim(),
    closed,
    estado: closed ? 'fechado' : 'novo',
  };
}

/** The state a reply brings a ticket back to when it reopens it. */
export const REOPENED_STATE: PortalState = 'aberto';

/** What a user's reply does to a ticket. */
export type ReplyEffect = 'reopen' | 'keep' | 'refuse';

/**
 * A reply brings a closed or pending ticket back to the agents' attention (`reopen`: it goes to
 * REOPENED_STATE); a new or open ticket keeps its state. A merged ticket (Znuny's `merged`
 * state type) takes no replies at all: it is answered in the ticket it was merged into, as
 * Znuny's own customer interface does — reopening it would bring back a duplicate.
 * @example replyEffect({ estado: 'fechado' }) // 'reopen'
 */
export function replyEffect(ticket: { estado: string; merged?: boolean }): ReplyEffect {
  if (ticket.merged) return 'refuse';
  return ticket.estado === 'fechado' || ticket.estado === 'pendente' || ticket.estado === 'pendente-cliente' ? 'reopen' : 'keep';
}

/**
 * The state an agent's reply (not an internal note) leaves a ticket in: a new ticket is being
 * worked on once the desk answers (as Znuny moves 'new' to 'open'); any other keeps its state.
 * @example agentReplyState('novo') // 'aberto'
 */
export function agentReplyState(estado: string): string {
  return estado === 'novo' ? 'aberto' : estado;
}

/**
 * The state 'Assumir' leaves a ticket in: an agent who takes a new ticket is working on it, so it
 * is 'aberto' (and leaves the 'Novos' list and the tab's count); any other keeps its state. A
 * state set in the same change wins.
 * @example takenState('novo') // 'aberto'
 */
export function takenState(estado: string): string {
  return estado === 'novo' ? 'aberto' : estado;
}
