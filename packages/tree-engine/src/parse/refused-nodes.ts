/**
 * YAML constructs a tree refuses, found on the parsed document before it becomes data: aliases
 * (an alias bomb never expands), merge keys (`<<`, a YAML 1.1 feature whose meaning depends on the
 * reader) and keys that are not text (`~`, an empty key, a list or a map), which JavaScript
 * objects would turn into arbitrary names ("null", "", "[ a, b ]").
 */
import { isAlias, isScalar, visit, type Document, type LineCounter, type Node } from 'yaml';
import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import { documentMessages } from '../messages/diagnostics';
import type { Locale } from '../messages/locale';
import { finding } from '../verify/reporter';
import type { CodedDiagnostic } from '../types';

const isPlainMergeKey = (key: unknown): boolean =>
  isScalar(key) && key.value === '<<' && (key.type === undefined || key.type === 'PLAIN');

const isTextKey = (key: unknown): boolean =>
  isScalar(key) && (typeof key.value === 'string' || typeof key.value === 'number' || typeof key.value === 'boolean');

/**
 * The refused constructs of a document, each an error with line and column.
 * @example refusedNodes(parseDocument('a: *b'), lineCounter)[0]?.message // 'Aliases YAML (*nome) não são aceitos…'
 */
export function refusedNodes(doc: Document, lineCounter: LineCounter, locale?: Locale): CodedDiagnostic[] {
  const found: CodedDiagnostic[] = [];
  const report = (node: unknown, fallback: Node | null, said: DiagnosticMessage): void => {
    const offset = (node as Node | null)?.range?.[0] ?? fallback?.range?.[0] ?? 0;
    const { line, col } = lineCounter.linePos(offset);
    found.push({ ...finding('error', [], said, locale), line, column: col });
  };
  visit(doc, {
    Alias(_key, node) {
      report(node, null, documentMessages.aliasRefused());
    },
    Pair(_key, pair) {
      // An alias key is reported by the Alias visit.
      if (isAlias(pair.key)) return;
      if (isPlainMergeKey(pair.key)) report(pair.key, pair.value as Node | null, documentMessages.mergeKeyRefused());
      else if (!isTextKey(pair.key)) report(pair.key, pair.value as Node | null, documentMessages.keyNotText());
    },
  });
  return found;
}
