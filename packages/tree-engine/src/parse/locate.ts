/**
 * Maps diagnostic paths to positions in the YAML text, through the yaml Document's node ranges.
 * An entry of a map points at its key (the line where the entry starts); a list item at the item.
 */
import { isMap, isPair, isScalar, isSeq, visit, type Document, type LineCounter, type Node, type Pair, type YAMLMap } from 'yaml';

/** A place in the tree, as keys and list indexes. @example ['telas', 'descreva', 'fluxos', 0] */
export type Path = (string | number)[];

const keyText = (key: unknown): string => (isScalar(key) ? String(key.value) : String(key));

/** Positions of paths in one parsed document. @example locator.position(['inicial']) // { line: 3, column: 1 } */
export interface Locator {
  /**
   * 1-based line and column of the place a path names (a map entry's key, or with `where` 'value'
   * its value), or of its deepest existing ancestor.
   */
  position(path: Path, where?: 'value'): { line: number; column: number };
  /** The path of the map entry whose key starts at `offset` (for YAML's duplicate-key errors). */
  pathOfKeyAt(offset: number): Path | undefined;
}

/**
 * Offsets of paths in one parsed document: where `Locator.position` points, as an offset into the
 * text the document was parsed from (a screen's block, for the block-wise reading of parse-tree.ts).
 * @example offsetLocator(doc)(['telas', 'descreva']) // 214
 */
export function offsetLocator(doc: Document): (path: Path, where?: 'value') => number {
  // Each map's keys are indexed on first use, so locating many diagnostics stays linear.
  const indexes = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, key: string): Pair | undefined => {
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) if (!index.has(keyText(pair.key))) index.set(keyText(pair.key), pair);
      indexes.set(map, index);
    }
    return index.get(key);
  };
  return (path, where) => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
    for (const [i, segment] of path.entries()) {
      if (isMap(node)) {
        const pair = pairOf(node, String(segment));
        if (!pair) break;
        const key = (pair.key as Node | null)?.range?.[0];
        const value = (pair.value as Node | null)?.range?.[0];
        offset = (where === 'value' && i === path.length - 1 ? (value ?? key) : (key ?? value)) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        break;
      }
    }
    return offset;
  };
}

/**
 * Builds a locator over a parsed document.
 * @example createLocator(doc, lineCounter).position(['telas', 'descreva']) // { line: 12, column: 3 }
 */
export function createLocator(doc: Document, lineCounter: LineCounter): Locator {
  const offsetOf = offsetLocator(doc);
  return {
    position(path, where) {
      const { line, col } = lineCounter.linePos(offsetOf(path, where));
      return { line, column: col };
    },
    pathOfKeyAt(offset) {
      let found: Path | undefined;
      visit(doc, {
        Pair(_key, pair, ancestors) {
          if ((pair.key as Node | null)?.range?.[0] !== offset) return undefined;
          found = pathFromAncestors(ancestors, pair as Pair);
          return visit.BREAK;
        },
      });
      return found;
    },
  };
}

/** yaml's visitor hands over the chain of ancestors; the keys and indexes along it are the path. */
function pathFromAncestors(ancestors: readonly unknown[], last: Pair): Path {
  const path: Path = [];
  const chain = [...ancestors, last];
  chain.forEach((node, i) => {
    if (isPair(node)) path.push(keyText(node.key));
    else if (isSeq(node) && chain[i + 1] !== undefined) path.push(node.items.indexOf(chain[i + 1] as never));
  });
  return path;
}
