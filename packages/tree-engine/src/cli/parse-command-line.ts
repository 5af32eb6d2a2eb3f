/**
 * Reads `chamados-tree`'s arguments into one command, or a usage error. Unknown commands, options
 * and values are refused (exit status 2) instead of ignored: in a CI step, a misspelt
 * `--max-warning 0` that passed silently would let every warning through.
 */
import { parseArgs } from 'node:util';
import { cliCatalogs } from '../messages/cli-catalogs';
import { DEFAULT_LOCALE, LOCALES, localeFromTag, type Locale } from '../messages/locale';

/** How `verify` writes its report. @example const format: ReportFormat = 'github' */
export type ReportFormat = 'text' | 'json' | 'github';

/** How `graph` writes: a bare Mermaid chart, or Markdown with a ```mermaid block per file. @example const format: GraphFormat = 'markdown' */
export type GraphFormat = 'mermaid' | 'markdown';

const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'github'];
const GRAPH_FORMATS: readonly GraphFormat[] = ['mermaid', 'markdown'];

/** `--lang` and `--config`, when given: every command takes them. */
interface General {
  lang?: Locale;
  config?: string;
}

/** One command line, read. @example parseCommandLine(['verify', 'a.yaml']) // { kind: 'verify', files: ['a.yaml'], format: 'text' } */
export type CommandLine =
  | ({ kind: 'help' } & General)
  | ({ kind: 'version' } & General)
  | ({ kind: 'verify'; files: string[]; format: ReportFormat; maxWarnings?: number } & General)
  | ({ kind: 'graph'; files: string[]; format: GraphFormat } & General)
  | ({ kind: 'walk'; file: string } & General)
  | ({ kind: 'usage'; message: string } & General);

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  format: { type: 'string' },
  'max-warnings': { type: 'string' },
  lang: { type: 'string' },
  config: { type: 'string' },
} as const;

/** Options that only `verify` takes (`graph` takes its own `--format`). */
const VERIFY_ONLY = new Set(['max-warnings']);

/**
 * Reads the arguments (without `node` and the script); refusals are worded in `--lang`'s language,
 * else in `fallback` (the environment's).
 * @example parseCommandLine(['verify', '--format', 'json', 'a.yaml', 'b.yaml'])
 * // { kind: 'verify', files: ['a.yaml', 'b.yaml'], format: 'json' }
 */
export function parseCommandLine(args: readonly string[], fallback: Locale = DEFAULT_LOCALE): CommandLine {
  // strict: false hands back every token, so the refusals below can be worded in Portuguese.
  const { tokens } = parseArgs({ args: [...args], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const positionals: string[] = [];
  const values = new Map<string, string | true>();
  const given: string[] = [];
  // The language first, so that every refusal below speaks it.
  const langToken = [...tokens].reverse().find((token) => token.kind === 'option' && token.name === 'lang');
  const langValue = langToken?.kind === 'option' ? langToken.value : langAfterValuelessOption(args);
  // pt-BR, es, en, or a tag naming one of them (en-US, pt_BR, ES).
  const lang = langValue === undefined ? undefined : (LOCALES as readonly string[]).includes(langValue) ? (langValue as Locale) : localeFromTag(langValue);
  const m = cliCatalogs[lang ?? fallback];
  if (langValue !== undefined && lang === undefined) return { kind: 'usage', message: m.invalidLanguage(langValue) };
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const option = OPTIONS[token.name as keyof typeof OPTIONS] as (typeof OPTIONS)[keyof typeof OPTIONS] | undefined;
    if (!option) return { kind: 'usage', ...(lang ? { lang } : {}), message: m.unknownOption(token.rawName) };
    if (option.type === 'boolean' && token.value !== undefined) return { kind: 'usage', ...(lang ? { lang } : {}), message: m.optionWithoutValue(token.rawName) };
    if (option.type === 'string' && token.value === undefined) return { kind: 'usage', ...(lang ? { lang } : {}), message: m.optionNeedsValue(token.rawName) };
    values.set(token.name, token.value ?? true);
    given.push(token.rawName);
  }
  const config = values.get('config');
  const general: General = { ...(lang ? { lang } : {}), ...(typeof config === 'string' ? { config } : {}) };
  return { ...commandOf(positionals, values, given, m), ...general };
}

/**
 * `--lang X` read as another option's value (`--max-warnings --lang en`): the refusal of that
 * option is still worded in the language asked.
 */
function langAfterValuelessOption(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  const options = end === -1 ? args : args.slice(0, end);
  const at = options.lastIndexOf('--lang');
  const value = at === -1 ? undefined : options[at + 1];
  return value !== undefined && localeFromTag(value) !== undefined ? value : undefined;
}

function commandOf(positionals: string[], values: Map<string, string | true>, given: string[], m: (typeof cliCatalogs)[Locale]): CommandLine {
  if (values.has('help')) return { kind: 'help' };
  if (values.has('version')) return { kind: 'version' };

  const [command, ...files] = positionals;
  if (command === 'help') return { kind: 'help' };
  if (command !== 'verify' && command !== 'graph' && command !== 'walk') {
    return { kind: 'usage', message: command === undefined ? '' : m.unknownCommand(command) };
  }
  const misplaced = given.find((raw) => (command === 'walk' && raw === '--format') || (command !== 'verify' && VERIFY_ONLY.has(raw.replace(/^--/, ''))));
  if (misplaced) return { kind: 'usage', message: m.optionNotFor(misplaced, command) };
  if (files.length === 0) return { kind: 'usage', message: m.missingFile(command) };
  if (command === 'walk') return files.length === 1 ? { kind: 'walk', file: files[0] as string } : { kind: 'usage', message: m.oneFileOnly(command) };
  if (command === 'graph') {
    const format = String(values.get('format') ?? (files.length === 1 ? 'mermaid' : 'markdown'));
    if (!(GRAPH_FORMATS as readonly string[]).includes(format)) return { kind: 'usage', message: m.invalidFormat(format, GRAPH_FORMATS) };
    if (format === 'mermaid' && files.length > 1) return { kind: 'usage', message: m.mermaidOneFile };
    return { kind: 'graph', files, format: format as GraphFormat };
  }

  const format = String(values.get('format') ?? 'text');
  if (!(REPORT_FORMATS as readonly string[]).includes(format)) return { kind: 'usage', message: m.invalidFormat(format, REPORT_FORMATS) };
  const limit = values.get('max-warnings');
  if (limit === undefined) return { kind: 'verify', files, format: format as ReportFormat };
  const maxWarnings = /^\d+$/.test(String(limit)) ? Number(limit) : Number.NaN;
  if (!Number.isSafeInteger(maxWarnings)) return { kind: 'usage', message: m.invalidMaxWarnings(String(limit)) };
  return { kind: 'verify', files, format: format as ReportFormat, maxWarnings };
}
