/**
 * The README's table of diagnostic codes (part of the public API), rendered from the catalogs so
 * it cannot drift: each code, its severity, its parameters and its message with the parameters
 * as `{name}`. A test compares the README's table with this rendering; `pnpm generate` rewrites
 * it between the `<!-- diagnostic-codes -->` markers.
 */
import { DIAGNOSTIC_CODES, DIAGNOSTIC_SEVERITY, type DiagnosticMessage } from '../src/messages/diagnostic-codes';
import type { Locale } from '../src/messages/locale';
import { fieldErrorCatalogs } from '../src/messages/field-error-catalogs';
import { diagnosticText } from '../src/messages/word-diagnostic';
import { SAMPLES } from './diagnostic-samples';

const HEADERS: Record<Locale, [string, string, string, string]> = {
  en: ['code', 'severity', 'params', 'message (after the place)'],
  'pt-BR': ['code', 'gravidade', 'params', 'mensagem (depois do lugar)'],
  es: ['code', 'gravedad', 'params', 'mensaje (después del lugar)'],
};
const SEVERITY: Record<Locale, Record<'error' | 'warning', string>> = {
  en: { error: 'error', warning: 'warning' },
  'pt-BR': { error: 'erro', warning: 'aviso' },
  es: { error: 'error', warning: 'aviso' },
};

/** The parameters as their own names, so the message reads as a template. */
function asTemplate(message: DiagnosticMessage): DiagnosticMessage {
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => {
      if (typeof value === 'boolean' || name === 'left' || name === 'right' || name === 'types' || name === 'comparator' || name === 'key' && (value === 'valor' || value === 'texto') || name === 'format') return [name, value];
      if (name === 'yamlCode') return [name, 'TAB_AS_INDENT'];
      // Already inside `${…}` in the message: the bare name reads as the placeholder it stands for.
      if (message.code === 'unknownPlaceholder' || (message.code === 'placeholderNotOnEveryPath' && name === 'name')) return [name, name];
      return [name, Array.isArray(value) ? [`{${name}}`] : `{${name}}`];
    }),
  );
  return { ...message, params } as DiagnosticMessage;
}

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The markdown table of every code in `locale`.
 * @example diagnosticTable('en').split('\n')[2] // '| `notText` | error | — | The tree must be sent as YAML text. |'
 */
export function diagnosticTable(locale: Locale): string {
  const [code, severity, params, message] = HEADERS[locale];
  const rows = DIAGNOSTIC_CODES.map((name) => {
    const samples = SAMPLES.filter((sample) => sample.code === name);
    const plain = samples.find((sample) => !('suggestion' in sample.params)) ?? samples[0];
    if (!plain) throw new Error(`sem exemplo para ${name}`);
    const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.params)))];
    const text = diagnosticText(asTemplate(plain), locale);
    return `| \`${name}\` | ${SEVERITY[locale][DIAGNOSTIC_SEVERITY[name]]} | ${names.length === 0 ? '—' : names.map((n) => `\`${n}\``).join(', ')} | ${escapeCell(text)} |`;
  });
  return [`| ${code} | ${severity} | ${params} | ${message} |`, '|---|---|---|---|', ...rows].join('\n');
}

/** `text` with the table between the markers replaced by a fresh rendering. @example withDiagnosticTable(readme, 'en') */
export function withDiagnosticTable(text: string, locale: Locale): string {
  return text.replace(/(<!-- diagnostic-codes -->\n)[\s\S]*?(<!-- \/diagnostic-codes -->)/, (_whole, open: string, close: string) => `${open}${diagnosticTable(locale)}\n${close}`);
}

const FIELD_HEADERS: Record<Locale, [string, string, string]> = {
  en: ['code', 'params', 'message (ICU source)'],
  'pt-BR': ['code', 'params', 'fonte ICU'],
  es: ['code', 'params', 'fuente ICU'],
};

/**
 * The markdown table of every field error code in `locale`, from `fieldErrorCatalogs`: the
 * parameters are the source's `{name}` arguments (the catalog test keeps them alike in every language).
 * @example fieldErrorTable('en').split('\n')[2] // '| `notInteger` | — | The value must be a whole number |'
 */
export function fieldErrorTable(locale: Locale): string {
  const [code, params, message] = FIELD_HEADERS[locale];
  const rows = Object.entries(fieldErrorCatalogs[locale]).map(([name, source]) => {
    const names = [...new Set([...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
    return `| \`${name}\` | ${names.length === 0 ? '—' : names.map((n) => `\`${n}\``).join(', ')} | ${escapeCell(source)} |`;
  });
  return [`| ${code} | ${params} | ${message} |`, '|---|---|---|', ...rows].join('\n');
}

/** `text` with the field error table between its markers, when it has them, rendered afresh. @example withFieldErrorTable(readme, 'en') */
export function withFieldErrorTable(text: string, locale: Locale): string {
  return text.replace(/(<!-- field-error-codes -->\n)[\s\S]*?(<!-- \/field-error-codes -->)/, (_whole, open: string, close: string) => `${open}${fieldErrorTable(locale)}\n${close}`);
}
