import MiniSearch from 'minisearch';
import { editDistance } from './edit-distance';
import type { TermMatch } from './rank-services';
import type { ServiceWord } from './service-documents';
import type { SearchTerm } from './search-terms';

/** Shorter query words are matched whole or as a start only: one typo in four letters is another word. */
const FUZZY_MIN_LENGTH = 5;
/** A single letter starts too many words to say anything (and to search in 5 ms over 200 trees). */
const PREFIX_MIN_LENGTH = 2;
const typosAllowed = (word: string) => (word.length >= 9 ? 2 : 1);

/** How a query word met a word of a service, as a factor of its weight. */
export const EXACT = 1;
export const SAME_STEM = 0.8;
export const PREFIX = 0.7;
export const FUZZY = 0.5;

interface Occurrence {
  document: number;
  weight: number;
  written: string;
}

/** How {@link createWordIndex}'s lookup reads a query word. @example const options: LookupOptions = { starts: false, typosOnlyWhenUnknown: true } */
export interface LookupOptions {
  /** Look it up as the start of longer words too (default true). */
  starts?: boolean;
  /** Look for words a typo away only when no document has it (whole, stem or start): default false. */
  typosOnlyWhenUnknown?: boolean;
}

/**
 * The word lookup both searches share (services and FAQ articles): documents are lists of
 * {@link ServiceWord}s (`serviceWords`, `articleWords`), indexed once. Each query word is looked up
 * in a MiniSearch index of the documents' words (a radix tree: whole words, starts of words, and
 * words a few letters away), then each candidate is classed: the same word, the same stem, a
 * start, or a typo (one mistake from five letters, two from nine, a swap of neighbours counting as
 * one — which MiniSearch's Levenshtein counts as two, hence the wider lookup). {@link LookupOptions}
 * narrow the lookup over a wide vocabulary, where the typo lookup costs most.
 * @example const match = createWordIndex(documents); match(queryTerms('eduroan')[0]!).get(0)?.kind // FUZZY - 0.01
 */
export function createWordIndex(documents: readonly (readonly ServiceWord[])[]): (term: SearchTerm, options?: LookupOptions) => Map<number, TermMatch> {
  const byStem = new Map<string, Occurrence[]>();
  const words: Map<string, ServiceWord>[] = [];
  const index = new MiniSearch<{ id: number; palavras: string }>({
    fields: ['palavras'],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  documents.forEach((documentWords, document) => {
    const own = new Map<string, ServiceWord>();
    for (const word of documentWords) {
      own.set(word.folded, word);
      const occurrence = { document, weight: word.weight, written: word.written };
      const list = byStem.get(word.stem);
      if (list) list.push(occurrence);
      else byStem.set(word.stem, [occurrence]);
    }
    words.push(own);
    if (own.size > 0) index.add({ id: document, palavras: [...own.keys()].join(' ') });
  });

  return (term, { starts = true, typosOnlyWhenUnknown = false } = {}) => {
    const found = new Map<number, TermMatch>();
    const take = (document: number, kind: number, weight: number, written: string) => {
      const known = found.get(document);
      if (!known || known.kind < kind || (known.kind === kind && known.weight < weight)) found.set(document, { kind, weight, written });
    };
    for (const { document, weight, written } of byStem.get(term.stem) ?? []) take(document, SAME_STEM, weight, written);
    const word = term.folded;
    const allowed = typosAllowed(word);
    const prefix = starts && word.length >= PREFIX_MIN_LENGTH;
    const lookup = (fuzzy: number | false) => {
      for (const result of index.search(word, { prefix, fuzzy, maxFuzzy: 2 })) {
        const document = result.id as number;
        for (const candidate of Object.keys(result.match)) {
          const known = words[document]!.get(candidate);
          if (!known) continue;
          let kind: number | undefined;
          if (candidate === word) kind = EXACT;
          else if (candidate.startsWith(word)) kind = PREFIX;
          else if (fuzzy) {
            const distance = editDistance(word, candidate, allowed);
            if (distance <= allowed) kind = FUZZY - distance / 100;
          }
          if (kind !== undefined) take(document, kind, known.weight, known.written);
        }
      }
    };
    const fuzzy = word.length >= FUZZY_MIN_LENGTH ? 2 : false;
    if (!typosOnlyWhenUnknown) lookup(fuzzy);
    else {
      lookup(false);
      if (found.size === 0 && fuzzy) lookup(fuzzy);
    }
    return found;
  };
}
