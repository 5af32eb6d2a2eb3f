/**
 * The layout of a tree's text as written by hand or by `yaml`'s stringify: a top-level `telas:`
 * line, then one block per screen, each starting with its key indented by two spaces. Found by
 * looking at line starts only (no parsing), so it is a guess: parse-tree.ts checks every block it
 * reads against the data the whole text gave, and reads the whole text when a guess is wrong.
 */

/** One screen's lines: `text.slice(start, end)`, which starts with `  name:`. */
export interface ScreenBlock {
  start: number;
  end: number;
  /** The key as written when it is a plain name that needs no parsing; else undefined. */
  name?: string;
}

/** The blocks of the screens, and the lines of `telas:`'s value they span (comments included). */
export interface ScreenBlocks {
  blocks: ScreenBlock[];
  /** Where the first block starts and the last ends: the rest of the text is the tree's frame. */
  start: number;
  end: number;
}

const TELAS_LINE = /^telas *: *(?:#.*)?\r?$/;
// A plain key that reads as itself in YAML 1.2's core schema (never a number, null or boolean
// written differently: `true` reads as true, whose key name is 'true' again).
const SIMPLE_KEY = /^ {2}([\p{L}_][\p{L}\p{N}_.-]*) *:(?: |\r?$)/u;

/** Whether a line continues the value of the key above it: blank, a comment, or indented. */
const continues = (line: string): boolean => line === '' || line === '\r' || line.startsWith(' ') || line.startsWith('#');
/** Whether a line (inside `telas:`) starts a screen: exactly two spaces, then neither space nor '#'. */
const startsScreen = (line: string): boolean => line.startsWith('  ') && line.length > 2 && !' #\r-'.includes(line[2] as string);

/**
 * The screen blocks of `text`, or undefined when `telas:` is not a top-level line with its screens
 * on the lines below, each two spaces in.
 * @example screenBlocks('inicial: a\ntelas:\n  a:\n    tipo: opcoes\n')?.blocks // [{ start: 18, end: 42, name: 'a' }]
 */
export function screenBlocks(text: string): ScreenBlocks | undefined {
  const lines = text.split('\n');
  let offset = 0;
  let row = 0;
  for (; row < lines.length && !TELAS_LINE.test(lines[row] as string); row += 1) offset += (lines[row] as string).length + 1;
  if (row === lines.length) return undefined;
  offset += (lines[row] as string).length + 1;
  row += 1;

  const blocks: ScreenBlock[] = [];
  let last: ScreenBlock | undefined;
  for (; row < lines.length && continues(lines[row] as string); row += 1) {
    const line = lines[row] as string;
    if (startsScreen(line)) {
      if (last) last.end = offset;
      const name = SIMPLE_KEY.exec(line)?.[1];
      last = { start: offset, end: offset, ...(name === undefined ? {} : { name }) };
      blocks.push(last);
    } else if (!last && line.trim() !== '' && !line.trimStart().startsWith('#')) {
      return undefined; // screens indented by other than two spaces, or a value on the next line
    }
    offset += line.length + 1;
  }
  if (!last) return undefined;
  last.end = Math.min(offset, text.length);
  // Another `telas:` further down would be a duplicate key: the whole text's reading says so.
  for (; row < lines.length; row += 1) if (TELAS_LINE.test(lines[row] as string)) return undefined;
  return { blocks, start: (blocks[0] as ScreenBlock).start, end: last.end };
}
