import type { LiveEvent } from '@chamados/api-contract';
import type { TagType } from '../api/tag-types';

export type LiveTag = TagType | { type: TagType; id: number };

/** What any ticket's change may alter besides its own page: the lists, the badges, the queue and its tab counts. */
const LISTS: readonly LiveTag[] = ['TicketList', 'UnseenCount', 'AgentQueue'];

/**
 * The cache tags a live event makes stale: a ticket's change, its page (the student's `Ticket`
 * and the agent's `AgentTicket`) and every list; `recarregar` (events were missed), every
 * ticket page and list. `conectado`, `presenca` and `fim` change no cache (the presence has a
 * board of its own). Pure, so each event kind is tested without a store.
 * @example liveEventTags({ tipo: 'chamado', id: 7, mudanca: 'criado', em }) // [{ type: 'Ticket', id: 7 }, …]
 */
export function liveEventTags(event: LiveEvent): LiveTag[] {
  if (event.tipo === 'chamado') return [{ type: 'Ticket', id: event.id }, { type: 'AgentTicket', id: event.id }, ...LISTS];
  if (event.tipo === 'recarregar') return ['Ticket', 'AgentTicket', ...LISTS];
  return [];
}
