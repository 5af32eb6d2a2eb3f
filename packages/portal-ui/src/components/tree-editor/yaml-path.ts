/**
 * Where the cursor is in a YAML tree, read from indentation only: fast on every keystroke and
 * forgiving of the half-typed text an editor holds (a real parser gives up on it). Flow
 * collections (`{ a: b }`) are not entered: completion there is not offered.
 */

/** One step of a path: a mapping key, or 0 for "an item of a list". Each knows its object's `tipo`. */
export interface PathStep {
  key: string | 0;
  /** The `tipo:` written in the object this step opens, when there is one. */
  tipo?: string;
}

interface LineShape {
  indent: number;
  /** Column of each `- ` on the line. */
  dashes: number[];
  /** Column and text of the key, when the line holds `key:`. */
  key?: { column: number; name: string; valueFrom: number };
}

const KEY = /^([^\s#'"{}[\],&*!|>%@`-][^:#]*?|'[^']*'|"[^"]*")\s*:(?=\s|$)/;

function unquote(name: string): string {
  return /^['"]/.test(name) ? name.slice(1, -1) : name.trim();
}

/** The indentation, list dashes and key of one line. @example shapeOf('  - tela: x') // { indent: 2, dashes: [2], key: { column: 4, name: 'tela', … } } */
export function shapeOf(line: string): LineShape {
  let column = 0;
  while (line[column] === ' ') column++;
  const indent = column;
  const dashes: number[] = [];
  while (line[column] === '-' && (line[column + 1] === ' ' || line[column + 1] === undefined)) {
    dashes.push(column);
    column += 1;
    while (line[column] === ' ') column++;
  }
  const match = KEY.exec(line.slice(column));
  if (!match) return { indent, dashes };
  return { indent, dashes, key: { column, name: unquote(match[1]!), valueFrom: column + match[0].length } };
}

const isBlank = (line: string): boolean => /^\s*(#.*)?$/.test(line);

/** The `tipo:` of the object whose keys sit at `column`, starting at line `from`. */
function tipoOfObject(lines: readonly string[], from: number, column: number): string | undefined {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line)) continue;
    const shape = shapeOf(line);
    const keyColumn = shape.key?.column ?? shape.indent;
    if (i > from && (shape.indent < column || (shape.dashes.length > 0 && shape.dashes[0]! < column))) break;
    if (i > from && keyColumn < column) break;
    if (shape.key && shape.key.column === column && shape.key.name === 'tipo') {
      const value = line.slice(shape.key.valueFrom).replace(/#.*$/, '').trim();
      return value.replace(/^['"]|['"]$/g, '') || undefined;
    }
  }
  return undefined;
}

/**
 * The path of the object that holds column `column` of line `lineIndex` (0-based), outermost
 * first: the keys above it by indentation, 0 for list items. With `includeKey`, the key written
 * on that line (if the column is on or after it) ends the path.
 * @example pathAt(['telas:', '  a:', '    tipo: opcoes', '    '], 3, 4) // [{key:'telas'},{key:'a',tipo:'opcoes'}]
 */
export function pathAt(lines: readonly string[], lineIndex: number, column: number, includeKey = false): PathStep[] {
  const here = shapeOf(lines[lineIndex] ?? '');
  const steps: PathStep[] = [];
  let target: number;
  if (here.key && column >= here.key.column) {
    target = here.key.column;
    if (includeKey) steps.push({ key: here.key.name, tipo: tipoOfObject(lines, lineIndex + 1, nextChildColumn(lines, lineIndex, here.key.column)) });
  } else {
    target = Math.min(column, here.key?.column ?? column);
  }
  // The dashes on this very line before the target open list items.
  for (let d = here.dashes.length - 1; d >= 0; d--) {
    if (here.dashes[d]! < target) {
      steps.push({ key: 0, tipo: tipoOfObject(lines, lineIndex, target) });
      target = here.dashes[d]!;
    }
  }
  for (let i = lineIndex - 1; i >= 0 && target > 0; i--) {
    const line = lines[i]!;
    if (isBlank(line)) continue;
    const shape = shapeOf(line);
    if (shape.key && shape.key.column < target) {
      steps.push({ key: shape.key.name, tipo: tipoOfObject(lines, i + 1, target) });
      target = shape.key.column;
    }
    for (let d = shape.dashes.length - 1; d >= 0; d--) {
      const dash = shape.dashes[d]!;
      if (dash < target) {
        const itemColumn = d + 1 < shape.dashes.length ? shape.dashes[d + 1]! : (shape.key?.column ?? dash + 2);
        steps.push({ key: 0, tipo: tipoOfObject(lines, i, itemColumn) });
        target = dash;
      }
    }
    if (!shape.key && shape.dashes.length === 0 && shape.indent < target) target = shape.indent;
  }
  return steps.reverse();
}

/** The column of the first child under the key of line `lineIndex`, or one step deeper. */
function nextChildColumn(lines: readonly string[], lineIndex: number, keyColumn: number): number {
  for (let i = lineIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line)) continue;
    const shape = shapeOf(line);
    if (shape.indent <= keyColumn && !(shape.dashes.length > 0 && shape.indent >= keyColumn)) return keyColumn + 2;
    return shape.key?.column ?? shape.indent;
  }
  return keyColumn + 2;
}

/**
 * The keys already written in the object whose keys sit at `column`, around line `lineIndex`
 * (that line itself excluded: it holds what is being typed). A line that opens a list item there
 * (`- `) starts a new object, so nothing above it counts.
 * @example siblingKeys(['a:', '  tipo: opcoes', '  ', '  pergunta: x'], 2, 2) // Set { 'tipo', 'pergunta' }
 */
export function siblingKeys(lines: readonly string[], lineIndex: number, column: number): Set<string> {
  const keys = new Set<string>();
  const here = shapeOf(lines[lineIndex] ?? '');
  const opensItem = here.dashes.length > 0 && here.dashes.at(-1)! < column;
  for (let i = lineIndex - 1; i >= 0 && !opensItem; i--) {
    const line = lines[i]!;
    if (isBlank(line)) continue;
    const shape = shapeOf(line);
    if (shape.key?.column === column) {
      keys.add(shape.key.name);
      if (shape.dashes.length > 0) break; // the line that opens this item
    } else if (shape.indent < column) break;
  }
  for (let i = lineIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line)) continue;
    const shape = shapeOf(line);
    if (shape.indent < column) break; // a parent's next key, or the next list item
    if (shape.key?.column === column) keys.add(shape.key.name);
  }
  return keys;
}
