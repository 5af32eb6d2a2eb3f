/**
 * Places findings in the text by reading precisely only the screens that hold them. The precise
 * reader (`yaml`) costs ~300 ms on a 1,000-screen text, against ~20 ms for js-yaml; an editor
 * verifying as the admin types needs positions for a few findings, not a whole second reading.
 *
 * The text is cut at its screens' keys (screen-blocks.ts); a finding under `telas.X` is located in
 * X's block read alone, any other in the text without its screens (the frame). A block is trusted
 * only when read alone it gives no YAML error or warning and exactly the data the whole text gave
 * for that screen; then its nodes sit where they sit in the whole text, and positions are the
 * whole-text reader's (a property test compares the two on random edits). Anything else returns
 * undefined, and the caller reads the whole text precisely.
 */
import { LineCounter, isMap, isScalar, type Document } from 'yaml';
import type { CodedDiagnostic as Diagnostic, DiagnosticFix } from '../types';
import type { Finding, Path } from '../verify/reporter';
import { offsetLocator } from './locate';
import { locateFix } from './locate-fix';
import { preciseDocument } from './precise-load';
import { screenBlocks, type ScreenBlock } from './screen-blocks';

/** A part of the text read precisely, and the way back from its offsets to the whole text's. */
interface Reading {
  doc: Document;
  source: string;
  offsetOf: (path: Path, where?: 'value') => number;
  toText: (offset: number) => number;
}

const isMapping = (data: unknown): data is Record<string, unknown> => data !== null && typeof data === 'object' && !Array.isArray(data);

/** Whether two values read from YAML are the same data (NaN equals NaN; key order aside). */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  if (!isMapping(a) || !isMapping(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

function read(source: string, toText: (offset: number) => number): Reading | undefined {
  const doc = preciseDocument(source, new LineCounter());
  if (doc.errors.length > 0 || doc.warnings.length > 0) return undefined;
  return { doc, source, offsetOf: offsetLocator(doc), toText };
}

/** The name of the one screen a block holds, when read alone it is one map entry with a text key. */
function blockName(reading: Reading): string | undefined {
  const root = reading.doc.contents;
  if (!isMap(root) || root.flow === true || root.items.length !== 1) return undefined;
  const key = root.items[0]?.key;
  return isScalar(key) && typeof key.value === 'string' ? key.value : undefined;
}

/** The global line counter of `text`, as `yaml`'s parser fills it (a line starts after each '\n'). */
function countLines(text: string): LineCounter {
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) counter.addNewLine(at + 1);
  return counter;
}

/**
 * The findings of `data` (read from `text` by the fast path) as diagnostics with the positions
 * and fixes the whole-text precise reading gives them, or undefined when the text's layout does
 * not allow reading it in blocks.
 * @example locateInBlocks(text, data, verifyFindings(data, {}))?.[0] // { line: 512, column: 15, … }
 */
export function locateInBlocks(text: string, data: Record<string, unknown>, findings: Finding[]): Diagnostic[] | undefined {
  const layout = screenBlocks(text);
  const screens = data.telas;
  if (!layout || !isMapping(screens) || layout.blocks.length !== Object.keys(screens).length) return undefined;

  const named = new Map<string, ScreenBlock>();
  const unnamed: ScreenBlock[] = [];
  for (const block of layout.blocks) {
    if (block.name === undefined) unnamed.push(block);
    else if (named.has(block.name) || !Object.hasOwn(screens, block.name)) return undefined;
    else named.set(block.name, block);
  }
  const readings = new Map<ScreenBlock, Reading | undefined>();
  const readBlock = (block: ScreenBlock): Reading | undefined => {
    if (!readings.has(block)) readings.set(block, read(text.slice(block.start, block.end), (offset) => offset + block.start));
    return readings.get(block);
  };
  // A screen whose key is quoted or odd: its block is read to learn the name.
  const blockOf = (name: string): ScreenBlock | undefined => {
    while (!named.has(name) && unnamed.length > 0) {
      const block = unnamed.shift() as ScreenBlock;
      const reading = readBlock(block);
      const found = reading && blockName(reading);
      if (found === undefined || named.has(found)) return undefined;
      named.set(found, block);
    }
    return named.get(name);
  };
  const checked = new Set<ScreenBlock>();
  const screenReading = (name: string): Reading | undefined => {
    const block = blockOf(name);
    const reading = block && readBlock(block);
    if (!block || !reading) return undefined;
    if (!checked.has(block)) {
      if (blockName(reading) !== name || !sameData(reading.doc.toJS({ maxAliasCount: 0 })[name], screens[name])) return undefined;
      checked.add(block);
    }
    return reading;
  };
  let frame: Reading | undefined | null = null;
  const frameReading = (): Reading | undefined => {
    if (frame !== null) return frame;
    const cut = layout.end - layout.start;
    const source = text.slice(0, layout.start) + text.slice(layout.end);
    frame = read(source, (offset) => (offset < layout.start ? offset : offset + cut));
    if (frame && !sameData(frame.doc.toJS({ maxAliasCount: 0 }), { ...data, telas: null })) frame = undefined;
    return frame;
  };
  /** The reading that holds `path`, and the path inside it. */
  const place = (path: Path, where?: 'value'): { reading: Reading; path: Path } | undefined => {
    const [first, screen] = path;
    if (first === 'telas' && screen !== undefined && Object.hasOwn(screens, String(screen))) {
      const reading = screenReading(String(screen));
      return reading && { reading, path: path.slice(1) };
    }
    // The value of `telas` itself is its screens, which the frame leaves out.
    if (first === 'telas' && path.length === 1 && where === 'value') return undefined;
    const reading = frameReading();
    return reading && { reading, path };
  };

  /**
   * A screen's own key, without reading its block: once every screen has a block (the counts
   * agree, and each name written plainly is a screen's), a plain key starts two spaces into its
   * block's first line. A broken reference
   * leaves every screen after it unreachable, a finding on each: hundreds of blocks not read.
   */
  const screenKey = (path: Path, where?: 'value'): number | undefined => {
    const [first, screen] = path;
    if (first !== 'telas' || path.length !== 2 || where !== undefined || !Object.hasOwn(screens, String(screen))) return undefined;
    const block = named.get(String(screen));
    return block?.name === undefined ? undefined : block.start + 2;
  };

  const offsetOf = (path: Path, where?: 'value'): number | undefined => {
    const key = screenKey(path, where);
    if (key !== undefined) return key;
    const at = place(path, where);
    return at && at.reading.toText(at.reading.offsetOf(at.path, where));
  };

  let lines: LineCounter | undefined;
  const diagnostics: Diagnostic[] = [];
  for (const found of findings) {
    const { edit, atValue, ...diagnostic } = found;
    const where = atValue ? 'value' : undefined;
    const offset = offsetOf(diagnostic.path, where);
    if (offset === undefined) return undefined;
    let fix: DiagnosticFix | undefined;
    if (edit) {
      const target = place(edit.path);
      if (!target) return undefined;
      const local = locateFix(target.reading.doc, target.reading.source, { ...edit, path: target.path });
      if (local) fix = { from: target.reading.toText(local.from), to: target.reading.toText(local.to), insert: local.insert };
    }
    lines ??= countLines(text);
    const { line, col } = lines.linePos(offset);
    diagnostics.push({ ...diagnostic, line, column: col, ...(fix ? { fix } : {}) });
  }
  return diagnostics;
}
