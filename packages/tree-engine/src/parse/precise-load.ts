/**
 * The precise path of `parseTree`: the `yaml` package, whose nodes keep their place in the text.
 * It is the reference reading; the fast path (quick-load.ts) reads a text only when it gives the
 * same data.
 */
import { isScalar, parseDocument, type Document, type LineCounter, type ParsedNode } from 'yaml';

// Keys that become the same JavaScript property name are duplicates (`1:` and `'1':`), as in js-yaml,
// rather than one silently replacing the other.
const keyName = (node: ParsedNode): string => (isScalar(node) ? String(node.value) : String(node));
const sameKeyName = (a: ParsedNode, b: ParsedNode): boolean => keyName(a) === keyName(b);

/**
 * Parses a YAML text as YAML 1.2 with the core schema, whatever `%YAML` directive it has (no
 * `yes`/`no` booleans, no merge keys), without printing warnings of its own.
 * @example preciseDocument('nome: yes', new LineCounter()).toJS() // { nome: 'yes' }
 */
export function preciseDocument(text: string, lineCounter: LineCounter): Document.Parsed {
  return parseDocument(text, {
    lineCounter,
    uniqueKeys: sameKeyName,
    prettyErrors: true,
    schema: 'core',
    merge: false,
    logLevel: 'error',
  });
}
