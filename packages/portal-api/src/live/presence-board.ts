import type { LiveAgent } from '@chamados/api-contract';

const EMPTY: readonly LiveAgent[] = [];
const byTicket = new Map<number, readonly LiveAgent[]>();
const listeners = new Set<() => void>();

/** Who has ticket `id` open, as the server last said (this tab's view of the presence). */
export const presenceOf = (id: number): readonly LiveAgent[] => byTicket.get(id) ?? EMPTY;

/** Records the server's list for a ticket (a `presenca` event, or the answer to this tab's own call). */
export function setPresence(id: number, agents: readonly LiveAgent[]): void {
  byTicket.set(id, agents);
  for (const l of listeners) l();
}

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
