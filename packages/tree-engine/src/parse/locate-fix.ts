/**
 * Turns a fix described on the tree (`PathEdit`) into a text edit of the YAML (`DiagnosticFix`):
 * the node's source range, and the new name written in the node's own quoting style, so applying
 * it changes that name and nothing else. When that cannot be done safely (a block scalar, a text
 * whose source and value differ around the placeholder, a name that would need escaping) there is
 * no fix; the message still proposes the name.
 */
import { isMap, isScalar, isSeq, Scalar, type Document, type Node, type Pair } from 'yaml';
import type { DiagnosticFix } from '../types';
import { placeholderSpans, placeholders } from '../verify/placeholders';
import type { PathEdit } from '../verify/reporter';

// A plain scalar that the core schema reads back as this same text: a name starting with a letter
// (never a number), not a null or a boolean, with no YAML indicator inside.
const PLAIN_SAFE = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
// Characters a name may have to be written inside a text without any escaping, in any style.
const INLINE_SAFE = /^[\p{L}\p{N}_. -]+$/u;

function pairAt(doc: Document, path: readonly (string | number)[]): { pair?: Pair; node: unknown } | undefined {
  let node: unknown = doc.contents;
  let pair: Pair | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      pair = node.items.find((item) => (isScalar(item.key) ? String(item.key.value) : undefined) === String(segment)) as Pair | undefined;
      if (!pair) return undefined;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      pair = undefined;
      node = node.items[segment];
      if (node === undefined) return undefined;
    } else {
      return undefined;
    }
  }
  return { ...(pair ? { pair } : {}), node };
}

/** The scalar `value` written in `style`, or undefined for the block styles. */
function written(value: string, style: Scalar['type']): string | undefined {
  switch (style) {
    case Scalar.QUOTE_DOUBLE:
      return JSON.stringify(value);
    case Scalar.QUOTE_SINGLE:
      return `'${value.replaceAll("'", "''")}'`;
    case Scalar.PLAIN:
    case undefined:
      return PLAIN_SAFE.test(value) && !NOT_TEXT.test(value) ? value : `'${value.replaceAll("'", "''")}'`;
    default:
      return undefined;
  }
}

function replaceScalar(node: unknown, insert: string): DiagnosticFix | undefined {
  if (!isScalar(node) || !node.range) return undefined;
  const text = written(insert, node.type);
  return text === undefined ? undefined : { from: node.range[0], to: node.range[1], insert: text };
}

/** Replaces the name inside the `occurrence`-th `${name}` of a text scalar. */
function replacePlaceholder(node: unknown, source: string, edit: PathEdit): DiagnosticFix | undefined {
  const within = edit.within;
  if (!within || !isScalar(node) || !node.range || typeof node.value !== 'string' || !INLINE_SAFE.test(edit.insert)) return undefined;
  const [start, end] = node.range;
  const spans = placeholderSpans(source.slice(start, end));
  // The source must show the same placeholders as the value, or offsets would not line up.
  if (spans.map((span) => span.name).join('\u0000') !== placeholders(node.value).join('\u0000')) return undefined;
  const span = spans.filter((candidate) => candidate.name === within.placeholder)[within.occurrence];
  return span ? { from: start + span.start + 2, to: start + span.end - 1, insert: edit.insert } : undefined;
}

/**
 * The text edit that applies `edit` to the document parsed from `source`, if it can be made safely.
 * @example locateFix(doc, text, { path: ['telas', 'a', 'rotluo'], part: 'key', insert: 'rotulo' }) // { from: 31, to: 37, insert: 'rotulo' }
 */
export function locateFix(doc: Document, source: string, edit: PathEdit): DiagnosticFix | undefined {
  const found = pairAt(doc, edit.path);
  if (!found) return undefined;
  if (edit.part === 'key') return found.pair ? replaceScalar(found.pair.key as Node, edit.insert) : undefined;
  return edit.within ? replacePlaceholder(found.node, source, edit) : replaceScalar(found.node, edit.insert);
}
