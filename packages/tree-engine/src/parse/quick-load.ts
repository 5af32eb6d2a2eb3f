/**
 * The fast path of `parseTree`: js-yaml, made to read a text exactly as the precise path (`yaml`,
 * YAML 1.2 core schema) does, or to decline it. Both libraries follow YAML 1.2 but disagree at
 * the edges (js-yaml reads `0b101`, `-0o12` and `+0x1A` as numbers, `+.5` as text, a `~` key as
 * "null"; `yaml` warns about tags and some flow layouts), and a tree must not change because the
 * text happens to contain a '*'. So js-yaml gets `yaml`'s own scalar rules, and a text with
 * anything whose reading may differ goes to the precise path, which decides (a decline costs
 * only time).
 *
 * Known gap: js-yaml also accepts some malformed texts that `yaml` refuses, above all a quoted or
 * flow value continued on a line not indented past its key (`a: [x,⏎y]`). Such a text may give a
 * tree here and a YAML syntax error on the precise path; catching it would take a second parser
 * (about 200 ms for a 1,000-screen tree, four times the budget).
 */
import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';

// The implicit scalar rules of `yaml`'s core schema (yaml/dist/schema/core), in the same order.
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

// One pattern per type (js-yaml asks each type in turn about every plain scalar, so this is hot).
const INT_ANY = new RegExp(`${INT_OCT.source}|${INT.source}|${INT_HEX.source}`);
const FLOAT_ANY = new RegExp(`${FLOAT_NAN.source}|${FLOAT_EXP.source}|${FLOAT.source}`);
const matches = (pattern: RegExp) => (data: unknown): boolean => typeof data === 'string' && pattern.test(data);

function toInt(text: string): number {
  if (INT_OCT.test(text)) return Number.parseInt(text.slice(2), 8);
  if (INT_HEX.test(text)) return Number.parseInt(text.slice(2), 16);
  return Number.parseInt(text, 10);
}

function toFloat(text: string): number {
  if (!FLOAT_NAN.test(text)) return Number.parseFloat(text);
  if (text.slice(-3).toLowerCase() === 'nan') return Number.NaN;
  return text.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

/**
 * js-yaml schema with the scalar rules of YAML 1.2's core schema as the `yaml` package applies them.
 * @example load('n: 0b101', { schema: YAML_12_CORE }) // { n: '0b101' }, as `yaml` reads it
 */
export const YAML_12_CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    new Type('tag:yaml.org,2002:null', { kind: 'scalar', resolve: matches(NULL), construct: () => null }),
    new Type('tag:yaml.org,2002:bool', { kind: 'scalar', resolve: matches(BOOL), construct: (text: string) => /^[tT]/.test(text) }),
    new Type('tag:yaml.org,2002:int', { kind: 'scalar', resolve: matches(INT_ANY), construct: toInt }),
    new Type('tag:yaml.org,2002:float', { kind: 'scalar', resolve: matches(FLOAT_ANY), construct: toFloat }),
  ],
});

// Characters around the places where a YAML token can start or end.
const SPACE = ' \t\r\n';
const isSpace = (char: string | undefined): boolean => char !== undefined && SPACE.includes(char);
const startsToken = (char: string | undefined): boolean => char === undefined || SPACE.includes(char) || ',:[]{}'.includes(char);
const endsToken = (char: string | undefined): boolean => char === undefined || SPACE.includes(char) || ',[]{}'.includes(char);
const NULL_WORDS = ['~', 'null', 'Null', 'NULL'];
// Characters YAML 1.1 took as line breaks, and a byte-order mark (even a leading one: `yaml` and
// js-yaml then disagree on `- -`), on which the readers differ.
const ODD_SPACE = /[\u0085\u2028\u2029\ufeff]/;

/** Whether `test` holds at some position of `char` in `text`. */
function anyAt(text: string, char: string, test: (at: number) => boolean): boolean {
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) if (test(i)) return true;
  return false;
}

/** Whether the key that ends at the ':' at `colon` is empty, null, a list or a map. */
function oddKeyBefore(text: string, colon: number): boolean {
  let end = colon;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1;
  const before = text[end - 1];
  if (before === ']' || before === '}') return true; // a list or map as key; ':' may touch the next token
  if (!endsToken(text[colon + 1])) return false; // 'a:b' is one plain scalar
  if (end === 0 || isSpace(before) || ',[{'.includes(before ?? '')) return true; // an empty key
  return NULL_WORDS.some((word) => text.startsWith(word, end - word.length) && (end === word.length || '\t\r\n ,[{'.includes(text[end - word.length - 1] ?? '')));
}

/** Whether a line starts with `]` or `}` (yaml warns when it is not indented past its parent). */
function closesAtLineStart(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i -= 1;
  return i === 0 || text[i - 1] === '\n';
}

/**
 * Whether the '#' at `at` touches the token before it: js-yaml takes `'a'#c` as a value and a
 * comment, `yaml` (rightly) as an error. A quote that itself starts a token opens a string
 * (`'#final'`, `"###.###"`) and is fine; so a closing quote right after a space, comma or colon
 * (`'a '#c`) slips through, one more case of the known gap above.
 */
function commentTouchesToken(text: string, at: number): boolean {
  const before = text[at - 1];
  if (before === ']' || before === '}') return true;
  if (before !== "'" && before !== '"') return false;
  return at > 1 && !startsToken(text[at - 2]);
}

function hasLongLine(text: string, max: number): boolean {
  let start = 0;
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
    if (newline - start > max) return true;
    start = newline + 1;
  }
  return text.length - start > max;
}

/**
 * Whether `text` holds something the two readers may take differently. Each test is wider than
 * what it guards (a prose "a : b" also counts); that only costs time. Scans by character, so a
 * 1,000-screen tree costs about a millisecond.
 */
function mayReadDifferently(text: string): boolean {
  if (text.includes('*')) return true; // an alias (refused by the precise path, which locates it)
  if (text.includes('<<')) return true; // a merge key
  if (text.includes('\t')) return true; // a tab, which `yaml` refuses in more places than js-yaml
  if (ODD_SPACE.test(text)) return true; // a byte-order mark, NEL, LS or PS
  if (text.startsWith('%') || text.includes('\n%')) return true; // a directive such as %YAML 1.1
  if (hasLongLine(text, 1024)) return true; // room for a key over YAML's 1024-character limit
  // a tag (`yaml` resolves known ones and warns about the rest) or an anchor
  const tokenStart = (at: number): boolean => startsToken(text[at - 1]);
  if (anyAt(text, '!', tokenStart) || anyAt(text, '&', tokenStart)) return true;
  const explicitKey = (at: number): boolean => (at === 0 || ' \t\r\n,[{'.includes(text[at - 1] ?? '')) && endsToken(text[at + 1]);
  if (anyAt(text, '?', explicitKey)) return true;
  if (anyAt(text, '#', (at) => commentTouchesToken(text, at))) return true;
  // a block scalar with an explicit indentation (`|2`, `>-1`), read differently at the edges
  const indentedBlock = (at: number): boolean => /^[+-]?[1-9]/.test(text.slice(at + 1, at + 3));
  if (anyAt(text, '|', indentedBlock) || anyAt(text, '>', indentedBlock)) return true;
  if (anyAt(text, ':', (at) => oddKeyBefore(text, at))) return true;
  const closes = (at: number): boolean => closesAtLineStart(text, at);
  return anyAt(text, ']', closes) || anyAt(text, '}', closes);
}

/**
 * Reads `text` with js-yaml when both readers certainly agree on it; undefined otherwise (or when
 * js-yaml refuses it: a syntax error, a duplicate key, nesting past 100 levels).
 * @example quickLoad('nome: Wi-Fi') // { nome: 'Wi-Fi' }
 */
export function quickLoad(text: string): unknown {
  if (mayReadDifferently(text)) return undefined;
  try {
    // json: false makes a duplicate key an error, as in the precise path.
    return load(text, { schema: YAML_12_CORE, json: false });
  } catch {
    return undefined;
  }
}
