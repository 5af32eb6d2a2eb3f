/**
 * Ticket search (`GET /api/ticket/fulltext`). Text is normalised here, not with PostgreSQL's
 * `unaccent`, so it works the same on PGlite and on any managed PostgreSQL, where extensions may
 * not be installable; stemming stays PostgreSQL's ('portuguese' configuration).
 *
 * Words joined by hyphens, dots, slashes or underscores (`Wi-Fi`, `SEI-123`, `2024-05`,
 * `b1-1999`) are where PostgreSQL's parser goes wrong: it reads '-123' as a negative number and
 * 'wi-fi' as three tokens. So both sides split them into plain words, and the document also keeps
 * each compound joined ('wifi'): a query for the compound matches the words in a row, or the join.
 */

/** Version of the text `searchText` writes; a change makes the server re-index old tickets. */
export const SEARCH_TEXT_VERSION = '2';

const WORD = /[\p{L}\p{N}]+/gu;
const COMPOUND = /[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)+/gu;

/** Lower case, no accents, no markup: how documents and queries are compared. */
function normalize(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * The searchable text of a ticket, as the `busca` column keeps it: its words, then each compound
 * word joined.
 * @example searchText('Wi-Fi no <b>prédio</b>') // 'wi fi no predio wifi'
 */
export function searchText(...parts: string[]): string {
  const text = normalize(parts.join(' '));
  const joined = (text.match(COMPOUND) ?? []).map((compound) => wordsOf(compound).join(''));
  return [...wordsOf(text), ...joined].join(' ');
}

/**
 * A prefix tsquery from what the user typed, or '' when nothing is left. Each term must match;
 * a compound term matches its words in a row or its joined form. Only letters and digits reach
 * the query, so the text can never break `to_tsquery`'s syntax.
 * @example searchQuery('Wi-Fi impressora') // '(wi:* <-> fi:* | wifi:*) & impressora:*'
 */
export function searchQuery(input: string): string {
  const terms = normalize(input)
    .split(/\s+/)
    .map(wordsOf)
    .filter((words) => words.length > 0)
    .slice(0, 12);
  return terms
    .map((words) => (words.length === 1 ? `${words[0]}:*` : `(${words.map((w) => `${w}:*`).join(' <-> ')} | ${words.join('')}:*)`))
    .join(' & ');
}

/**
 * The protocol number (or its first digits) the user searched for: users search by the number
 * they were given, also typed as '#2025…' or 'Ticket#2025…'. Four digits at least, so a short
 * number in a sentence does not list every ticket of a year.
 * @example protocolPrefix('Ticket#2025061') // '2025061'
 */
export function protocolPrefix(input: string): string | undefined {
  return /^\s*(?:ticket\s*)?#?\s*(\d{4,32})\s*$/i.exec(input)?.[1];
}
