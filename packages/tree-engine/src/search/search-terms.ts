import { NEGATION, STOP_WORDS } from './stop-words';
import { normalizeSearchText } from './search-words';
import { stemWord } from './stem';

/** A word as the search compares it. @example const term: SearchTerm = { written: 'Conexão', folded: 'conexao', stem: 'conect' } */
export interface SearchTerm {
  /** As written (shown to people: 'why this card'). */
  written: string;
  /** Lower case, no accents. */
  folded: string;
  /** {@link stemWord} of `folded`. */
  stem: string;
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text for the search: each word, and a hyphenated one also joined ('Wi-Fi' gives
 * 'Wi', 'Fi' and 'WiFi'; 'e-mail' gives 'email'), since students write it either way. Stop words
 * are left out unless `keepStopWords`.
 * @example textTerms('Meu Wi-Fi').map((t) => t.folded) // ['wi', 'fi', 'wifi']
 */
export function textTerms(text: string, keepStopWords = false): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const add = (written: string) => {
    const folded = normalizeSearchText(written);
    if (folded === '' || (!keepStopWords && STOP_WORDS.has(folded))) return;
    terms.push({ written, folded, stem: stemWord(folded) });
  };
  for (const [compound] of text.matchAll(WORD)) {
    const parts = compound.split(/[-'’]/);
    for (const part of parts) add(part);
    if (parts.length > 1) add(parts.join(''));
  }
  return terms;
}

/**
 * The meaningful words of a query, one per stem, in order. A query of stop words only keeps them
 * (someone who typed just 'rede' mid-word, or only 'não', still sees what matches).
 * @example queryTerms('meu wifi não conecta').map((t) => t.stem) // ['wifi', 'nao', 'conect']
 */
export function queryTerms(query: string): SearchTerm[] {
  let terms = textTerms(query);
  if (terms.length === 0) terms = textTerms(query, true);
  const seen = new Set<string>();
  return terms.filter((term) => !seen.has(term.stem) && seen.add(term.stem));
}

/** How much a matched query word counts: 'não' half, so it only decides between equals. @example termWeight('nao') // 0.5 */
export const termWeight = (folded: string): number => (folded === NEGATION ? 0.5 : 1);
