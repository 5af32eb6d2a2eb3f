import deskCatalog from './pt-BR-desk.generated.js';
import type { DeskMessageKey } from './pt-BR-desk';
import type { MessageKey } from './pt-BR';
import { t, type MessageValues } from './t';

/**
 * Formats a message of the desk's catalog, or of the portal's catalog (the desk uses both). Only
 * the desk's code imports this module, so its catalog never reaches a student's first load.
 * @example tDesk('desk.title') // 'Central de Atendimento'
 */
export function tDesk(key: DeskMessageKey | MessageKey, values: MessageValues = {}): string {
  return Object.hasOwn(deskCatalog, key) ? deskCatalog[key as DeskMessageKey](values) : t(key as MessageKey, values);
}
