import catalog from './pt-BR.generated.js';
import type { MessageKey } from './pt-BR';

/** The one locale the portal ships (spec §9). */
export const LOCALE = 'pt-BR';

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * Formats a catalog message with ICU MessageFormat.
 * @example t('nav.unseenBadge', { n: 3 }) // '3 novos'
 */
export function t(key: MessageKey, values: MessageValues = {}): string {
  // The catalog ships compiled to functions (pt-BR.generated.js, kept in sync with pt-BR.ts by
  // t.test.ts): no ICU parser or formatter in the bundle, only plural rules (and `#` through catalog-number.ts).
  return catalog[key](values);
}
