/**
 * YAML text → tree, with every problem as a Portuguese diagnostic pointing into the text. Aliases
 * are refused (an alias bomb never expands) and the text has a byte cap, so untrusted input cannot
 * exhaust memory. The text is always read as YAML 1.2 (core schema), whatever it declares.
 *
 * Two parsers, for speed: js-yaml is ~20x faster than `yaml` but keeps no source positions, so a
 * text that both certainly read alike (see quick-load.ts) is first read with js-yaml and verified;
 * its findings are placed by parsing with `yaml`, whose node ranges give line and column, only the
 * screens that hold them (locate-in-blocks.ts). A text js-yaml declines, or laid out so that its
 * screens cannot be cut apart, is parsed whole with `yaml`.
 */
import { LineCounter, type Document } from 'yaml';
import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import { documentMessages } from '../messages/diagnostics';
import type { Locale } from '../messages/locale';
import type { CodedDiagnostic, Tree } from '../types';
import { MAX_TREE_DEPTH } from '../verify/check-depth';
import { finding, type Finding, type Path } from '../verify/reporter';
import { verifyFindings, type VerifyOptions } from '../verify/verify-tree';
import { createLocator, type Locator } from './locate';
import { locateFix } from './locate-fix';
import { locateInBlocks } from './locate-in-blocks';
import { nameScreensAndFields } from './name-entries';
import { preciseDocument } from './precise-load';
import { quickLoad } from './quick-load';
import { refusedNodes } from './refused-nodes';
import { utf8Length } from './utf8-length';

/** The default byte cap of a tree's YAML text: 1 MB. @example DEFAULT_MAX_TREE_BYTES // 1048576 */
export const DEFAULT_MAX_TREE_BYTES = 1_048_576;

/** Options of `parseTree`: those of `verifyTree`, and the size cap. @example parseTree(text, { maxBytes: 256_000, faqHosts: ['faq.ufv.br'] }) */
export interface ParseTreeOptions extends VerifyOptions {
  /** Largest accepted text, in UTF-8 bytes (default 1 MB). */
  maxBytes?: number;
  /**
   * Reads the text with the precise parser only, never the js-yaml fast path, which accepts a few
   * malformed texts (see quick-load.ts). The server's verify and launch set it: what is launched
   * must be what the YAML says. The editor leaves it off for its keystroke budget.
   */
  precise?: boolean;
}

/** What `parseTree` returns. @example const { tree, diagnostics }: ParseTreeResult = parseTree(text) */
export interface ParseTreeResult {
  /** The tree, with `nome` of screens and fields filled in; present only when nothing is an error. */
  tree?: Tree;
  /** Errors and warnings, sorted by position, each with its `code`, `params` and worded `message`. */
  diagnostics: CodedDiagnostic[];
}

type Diagnostic = CodedDiagnostic;

const at = (severity: Diagnostic['severity'], said: DiagnosticMessage, line: number, column: number, path: Diagnostic['path'], locale: Locale | undefined): Diagnostic => ({
  ...finding(severity, path, said, locale),
  line,
  column,
});

/** The YAML library's errors and warnings, and the paths of keys that appear twice in one map. */
function yamlProblems(doc: Document, locator: Locator, lineCounter: LineCounter, locale: Locale | undefined): { diagnostics: Diagnostic[]; duplicates: Path[] } {
  const diagnostics: Diagnostic[] = [];
  const duplicates: Path[] = [];
  const problems = [...doc.errors.map((e) => ['error', e] as const), ...doc.warnings.map((w) => ['warning', w] as const)];
  for (const [severity, problem] of problems) {
    const { line, col } = problem.linePos?.[0] ?? lineCounter.linePos(problem.pos[0]);
    if (problem.code === 'DUPLICATE_KEY') {
      const path = locator.pathOfKeyAt(problem.pos[0]) ?? [];
      const key = path[path.length - 1];
      duplicates.push(path);
      diagnostics.push(at(severity, documentMessages.duplicateKey(String(key ?? '')), line, col, path, locale));
    } else {
      const said = severity === 'error' ? documentMessages.yamlSyntax(problem.code) : documentMessages.yamlWarning(problem.code);
      diagnostics.push(at(severity, said, line, col, [], locale));
    }
  }
  return { diagnostics, duplicates };
}

const byPosition = (a: Diagnostic, b: Diagnostic): number => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
const hasErrors = (diagnostics: Diagnostic[]): boolean => diagnostics.some((d) => d.severity === 'error');

const isMapping = (data: unknown): data is Record<string, unknown> => data !== null && typeof data === 'object' && !Array.isArray(data);

/**
 * The fast path: the text read by js-yaml and verified; its findings, if any, placed by reading
 * precisely only the screens that hold them (locate-in-blocks.ts). Undefined takes the precise
 * path: js-yaml declined the text, or its layout does not allow reading it in blocks.
 */
function parseQuickly(yamlText: string, options: VerifyOptions): ParseTreeResult | undefined {
  const data = quickLoad(yamlText);
  if (!isMapping(data)) return undefined;
  const findings = verifyFindings(data, options);
  if (findings.length === 0) return { tree: nameScreensAndFields(data as unknown as Tree), diagnostics: [] };
  const diagnostics = locateInBlocks(yamlText, data, findings)?.sort(byPosition);
  if (!diagnostics) return undefined;
  return hasErrors(diagnostics) ? { diagnostics } : { tree: nameScreensAndFields(data as unknown as Tree), diagnostics };
}

/** A finding placed in the text: line and column, and its fix as offsets when it has one. */
function located(found: Finding, doc: Document, yamlText: string, locator: Locator): Diagnostic {
  const { edit, atValue, ...diagnostic } = found;
  const fix = edit && locateFix(doc, yamlText, edit);
  return { ...diagnostic, ...locator.position(diagnostic.path, atValue ? 'value' : undefined), ...(fix ? { fix } : {}) };
}

function parseChecked(yamlText: string, options: ParseTreeOptions): ParseTreeResult {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_TREE_BYTES;
  const { locale } = options;
  if (utf8Length(yamlText, maxBytes) > maxBytes) return { diagnostics: [at('error', documentMessages.tooLarge(maxBytes), 1, 1, [], locale)] };
  const quick = options.precise ? undefined : parseQuickly(yamlText, options);
  if (quick) return quick;

  const lineCounter = new LineCounter();
  const doc = preciseDocument(yamlText, lineCounter);
  const locator = createLocator(doc, lineCounter);
  const { diagnostics: yamlDiagnostics, duplicates } = yamlProblems(doc, locator, lineCounter, locale);
  // A key written twice leaves the text readable (the last one counts): the rest is still
  // verified, with what the hidden entry held counted as unknown. Other YAML errors stop here.
  if (yamlDiagnostics.some((d) => d.severity === 'error' && !duplicates.includes(d.path))) return { diagnostics: yamlDiagnostics.sort(byPosition) };
  const refused = refusedNodes(doc, lineCounter, locale);
  if (refused.length > 0) return { diagnostics: [...yamlDiagnostics, ...refused].sort(byPosition) };

  if (doc.contents === null) return { diagnostics: [...yamlDiagnostics, at('error', documentMessages.empty(), 1, 1, [], locale)] };
  // maxAliasCount 0 is a second lock: no alias ever expands, even if one slipped past the visit.
  const data: unknown = doc.toJS({ maxAliasCount: 0 });
  if (!isMapping(data)) {
    const { line, column } = locator.position([]);
    return { diagnostics: [...yamlDiagnostics, at('error', documentMessages.notAMap(), line, column, [], locale)] };
  }

  const verified = verifyFindings(data, options, duplicates).map((found) => located(found, doc, yamlText, locator));
  const diagnostics = [...yamlDiagnostics, ...verified].sort(byPosition);
  if (hasErrors(diagnostics)) return { diagnostics };
  return { tree: nameScreensAndFields(data as unknown as Tree), diagnostics };
}

/**
 * A carriage return not followed by a line feed: a line break in YAML 1.2 (old Mac files end
 * lines so), which both YAML libraries read as part of a line, so a commented first line swallowed
 * the whole file ('O arquivo está vazio'). Replaced by '\n', one character for one: every offset
 * and column of the diagnostics still points into the caller's text.
 */
const LONE_CR = /\r(?!\n)/g;

/**
 * Parses and verifies a tree's YAML text. Never throws: every problem, from a YAML syntax error
 * to a screen that never reaches '#final', comes back as a diagnostic with line and column; a
 * near-miss name also comes with `fix`, offsets into `yamlText` that an editor can apply.
 * `options.faqHosts` and `options.dataHub` are passed to the verifier (see `verifyTree`).
 * @example
 * const { tree, diagnostics } = parseTree(yamlText);
 * if (!tree) for (const d of diagnostics) console.log(`${d.line}:${d.column} ${d.message}`);
 */
export function parseTree(yamlText: string, options: ParseTreeOptions = {}): ParseTreeResult {
  try {
    if (typeof yamlText !== 'string') return { diagnostics: [at('error', documentMessages.notText(), 1, 1, [], options.locale)] };
    return parseChecked(yamlText.replace(LONE_CR, '\n'), options);
  } catch (error) {
    // The checks recurse only below the nesting limit; a stack overflow can come only from the
    // YAML library on an absurdly nested text.
    const said = error instanceof RangeError ? documentMessages.tooDeep(MAX_TREE_DEPTH) : documentMessages.internal();
    return { diagnostics: [at('error', said, 1, 1, [], options.locale)] };
  }
}
