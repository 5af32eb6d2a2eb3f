/**
 * The languages tree-engine speaks. Every diagnostic, field error and CLI text has a message in
 * each; pt-BR is the default (the Chamados portal speaks only it).
 */

/** A language of the message catalogs. @example const locale: Locale = 'es' */
export type Locale = 'pt-BR' | 'es' | 'en';

/** The catalogs' languages, the default first. @example LOCALES.includes('en') // true */
export const LOCALES = ['pt-BR', 'es', 'en'] as const satisfies readonly Locale[];

/** The language used when none is given. @example DEFAULT_LOCALE // 'pt-BR' */
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/**
 * The catalog language for a language tag or a POSIX locale (`LANG`): 'en-US', 'en_GB.UTF-8',
 * 'es-AR', 'pt_BR.UTF-8', 'pt' … Undefined when it names none of them ('C', 'fr_FR', '').
 * @example localeFromTag('es_AR.UTF-8') // 'es'
 */
export function localeFromTag(tag: string | undefined): Locale | undefined {
  const language = /^([a-z]{2,3})(?:[-_]|\.|@|$)/i.exec(tag?.trim() ?? '')?.[1]?.toLowerCase();
  if (language === 'pt') return 'pt-BR';
  if (language === 'es' || language === 'en') return language;
  return undefined;
}

/**
 * `locale` when it is one of the catalogs' languages, else the default: an unknown value given
 * at run time (JSON, a query string) never throws.
 * @example resolveLocale('en') // 'en'
 */
export function resolveLocale(locale: unknown): Locale {
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE;
}
