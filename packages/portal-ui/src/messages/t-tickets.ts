import ticketsCatalog from './pt-BR-tickets.generated.js';
import type { TicketsMessageKey } from './pt-BR-tickets';
import type { MessageKey } from './pt-BR';
import { t, type MessageValues } from './t';

/**
 * Formats a message of the tickets catalog, or of the portal's catalog (the ticket pages use
 * both). Only the ticket pages and what they share with the desk import this module, so a
 * student's first load never carries the tickets catalog.
 * @example tTickets('tickets.open.title') // 'Chamados abertos'
 */
export function tTickets(key: TicketsMessageKey | MessageKey, values: MessageValues = {}): string {
  return Object.hasOwn(ticketsCatalog, key) ? ticketsCatalog[key as TicketsMessageKey](values) : t(key as MessageKey, values);
}
