import deskCatalog from './pt-BR-desk.generated.js';
import type { DeskMessageKey } from './pt-BR-desk';
import type { MessageKey } from './pt-BR';
import type { TicketsMessageKey } from './pt-BR-tickets';
import type { MessageValues } from './t';
import { tTickets } from './t-tickets';

/**
 * Formats a message of the desk's catalog, or of the tickets' or the portal's catalog (the desk uses all three). Only
 * the desk's code imports this module, so its catalog never reaches a student's first load.
 * @example tDesk('desk.title') // 'Central de Atendimento'
 */
export function tDesk(key: DeskMessageKey | TicketsMessageKey | MessageKey, values: MessageValues = {}): string {
  return Object.hasOwn(deskCatalog, key) ? deskCatalog[key as DeskMessageKey](values) : tTickets(key as TicketsMessageKey | MessageKey, values);
}
