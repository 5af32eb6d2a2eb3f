import adminCatalog from './pt-BR-admin.generated.js';
import type { AdminMessageKey } from './pt-BR-admin';
import type { MessageKey } from './pt-BR';
import { t, type MessageValues } from './t';

/**
 * Formats a message of the admin catalog, or of the portal's catalog (admin pages use both).
 * Only admin code imports this module, so the admin catalog loads with the admin pages and
 * never with a student's first load.
 * @example tAdmin('admin.list.new') // 'Nova Árvore'
 */
export function tAdmin(key: AdminMessageKey | MessageKey, values: MessageValues = {}): string {
  return Object.hasOwn(adminCatalog, key) ? adminCatalog[key as AdminMessageKey](values) : t(key as MessageKey, values);
}
