/**
 * Words a diagnostic's code and parameters in a language, with its place in front. The place is a
 * function of the path alone, so a diagnostic that crossed the wire as `{ code, params, path }`
 * can be worded again, in another language, by whoever reads it.
 */
import { diagnosticCatalogs } from './catalogs';
import type { DiagnosticCode, DiagnosticMessage } from './diagnostic-codes';
import { atPlace } from './describe-place';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** Codes about the text as a whole: their message has no place in front. */
const UNPLACED: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'notText', 'tooLarge', 'empty', 'notAMap', 'aliasRefused', 'mergeKeyRefused', 'keyNotText', 'yamlSyntax', 'yamlWarning', 'internal',
]);

/**
 * The finding alone, without its place.
 * @example diagnosticText({ code: 'missingKey', params: { key: 'pergunta' } }, 'en') // 'the required key "pergunta" is missing.'
 */
export function diagnosticText(message: DiagnosticMessage, locale: Locale = DEFAULT_LOCALE): string {
  const texts = (diagnosticCatalogs[locale] ?? diagnosticCatalogs[DEFAULT_LOCALE]).texts;
  const word = texts[message.code] as (params: DiagnosticMessage['params']) => string;
  return word(message.params);
}

/**
 * The whole message of a diagnostic: its place (from `path`) and its finding, in `locale`.
 * `tooDeep` is placed at its screen (the first two steps of its path); codes about the text as a
 * whole (`yamlSyntax`, `tooLarge` …) have no place.
 * @example wordDiagnostic({ code: 'missingScreen', params: { name: 'x' }, path: ['inicial'] }, 'es') // 'Árbol, clave "inicial": la pantalla "x" no existe.'
 */
export function wordDiagnostic(diagnostic: DiagnosticMessage & { path: readonly (string | number)[] }, locale: Locale = DEFAULT_LOCALE): string {
  const text = diagnosticText(diagnostic, locale);
  if (UNPLACED.has(diagnostic.code)) return text;
  const place = diagnostic.code === 'tooDeep' ? diagnostic.path.slice(0, 2) : diagnostic.path;
  return atPlace(place, text, locale);
}
