import { protocolPrefix } from '../search-text';
import { isVisible } from './znuny-articles';
import { asArray, type ZTicket } from './znuny-types';

/**
 * What the student types in the ticket search, as Znuny's TicketSearch reads it. Znuny gives
 * characters of a search value meaning: in `Title` and `TicketNumber` (a QueryCondition) `!` is
 * NOT, `&&`/`+` AND, `||` OR, parentheses group (unbalanced ones match nothing), `"` quotes and
 * `*`/`%` are wildcards, so `*!conta*` listed every ticket *without* 'conta' and `&&` or `\`
 * every ticket; in `Fulltext` (a LIKE on the article search index, which keeps only the words:
 * Znuny strips `!?()"*|+;,` and the like before indexing) `Souza!` or `R2025b)` matched nothing.
 *
 * So, as the built-in store does (`../search-text.ts`), only letters and digits reach Znuny:
 * the words of the query, each of which must be in the ticket (in any order). Text that holds
 * no word searches nothing, unless it is a protocol number. Unlike the built-in store, Znuny
 * compares accents as typed and finds a word inside a longer one ('conta' also in 'contato').
 */
export interface ZnunySearch {
  /** One Fulltext search per word (articles' From, To, Cc, Subject, Body); a ticket must be found by all. */
  fulltext: string[];
  /** The same words in the title, all of them (a QueryCondition of `&&`), case ignored. */
  title?: string;
  /** A protocol number's first digits, as the `TicketNumber` condition (a prefix, as the built-in's). */
  ticketNumber?: string;
}

/**
 * At most this many words reach Znuny (the longest, as they narrow the most): each costs one
 * search, and the built-in store reads at most 12 terms.
 */
export const MAX_SEARCH_WORDS = 6;

/** Letters with their accents (kept: Znuny's index keeps them), and digits. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The literal words of a query, lower case, longest first: a word inside another is left out
 * (Znuny finds words inside words, so the longer one already requires it).
 * @example searchWords('R2025b) !conta conta') // ['r2025b', 'conta']
 */
export function searchWords(input: string): string[] {
  const all = [...new Set(input.normalize('NFC').toLowerCase().match(WORD) ?? [])];
  const longestFirst = all.map((word, at) => ({ word, at })).sort((a, b) => b.word.length - a.word.length || a.at - b.at);
  const kept: string[] = [];
  for (const { word } of longestFirst) if (!kept.some((k) => k.includes(word))) kept.push(word);
  return kept.slice(0, MAX_SEARCH_WORDS);
}

/**
 * The searches that find the tickets a query names, or undefined when it names none (`&&`, `\`,
 * `"` …: no ticket, as in the built-in store). A ticket is found by all the words (in its
 * articles, or all in its title) or by its number.
 * @example znunySearch('Souza! R2025b)') // { fulltext: ['r2025b', 'souza'], title: '*r2025b*&&*souza*' }
 * @example znunySearch('#2025061') // { fulltext: ['2025061'], title: '*2025061*', ticketNumber: '2025061*' }
 */
export function znunySearch(input: string): ZnunySearch | undefined {
  const words = searchWords(input);
  const tn = protocolPrefix(input);
  if (!words.length && !tn) return undefined;
  return {
    fulltext: words,
    ...(words.length ? { title: words.map((w) => `*${w}*`).join('&&') } : {}),
    ...(tn ? { ticketNumber: `${tn}*` } : {}),
  };
}

/**
 * True when the ticket's title and the articles its customer sees hold every word. Znuny's full
 * text also reads internal notes and the senders and recipients, which the built-in store does
 * not search: a word of an agents' note must not find the ticket (nor tell the student it is
 * there), and the student's own name is in every article they wrote. Read from TicketGet's plain
 * bodies, as Znuny indexes them, with its "a word inside a longer one" matching.
 * @example showsAll({ Title: 'Conta bloqueada', Article: [] }, ['conta']) // true
 */
export function showsAll(ticket: Pick<ZTicket, 'Title' | 'Article'>, words: readonly string[]): boolean {
  const shown = [ticket.Title, ...asArray(ticket.Article).filter(isVisible).flatMap((a) => [a.Subject ?? '', a.Body ?? ''])];
  const text = shown.join('\n').normalize('NFC').toLowerCase();
  return words.every((word) => text.includes(word));
}
