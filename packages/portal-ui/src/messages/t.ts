import { IntlMessageFormat } from 'intl-messageformat';
import compiled from './pt-BR.generated.json';
import type { MessageKey } from './pt-BR';

/** The one locale the portal ships (spec §9). */
export const LOCALE = 'pt-BR';

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

type CompiledMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

// The catalog ships precompiled (ICU ASTs, kept in sync with pt-BR.ts by t.test.ts), so the app
// can alias the ICU parser away: about 10 KB gzip less JavaScript on every first load.
const catalog = compiled as unknown as Record<MessageKey, CompiledMessage>;

// Formatters are built once, on first use.
const cache = new Map<MessageKey, IntlMessageFormat>();

/**
 * Formats a catalog message with ICU MessageFormat.
 * @example t('nav.unseenBadge', { n: 3 }) // '3 novos'
 */
export function t(key: MessageKey, values?: MessageValues): string {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(catalog[key], LOCALE);
    cache.set(key, formatter);
  }
  return String(formatter.format(values));
}
