import Fuse from 'fuse.js';
import type { Tree } from '../src/types';
import { editDistance } from '../src/search/edit-distance';
import { rankServices, type TermMatch } from '../src/search/rank-services';
import { serviceWords, type SearchableService, type ServiceMatch } from '../src/search/service-documents';
import { queryTerms, type SearchTerm } from '../src/search/search-terms';

/**
 * fuse.js's threshold for the fuzzy tier, which only proposes candidates: a word is then taken
 * when it is one typing mistake away (two from a word of nine letters or more), a swap of two
 * letters counting as one.
 * @example SERVICE_SEARCH_THRESHOLD // 0.45
 */
const SERVICE_SEARCH_THRESHOLD = 0.45;
/** Shorter query words are matched exactly only: one typo in four letters is another word. */
const FUZZY_MIN_LENGTH = 5;
/** A query word is looked for inside longer words only from this length ('rede' is in 'redefinir'). */
const INSIDE_MIN_LENGTH = 5;
const typosAllowed = (word: string) => (word.length >= 9 ? 2 : 1);

/** How a query word met a word of a service, as a factor of its weight. */
const EXACT = 1;
const SAME_STEM = 0.8;
const PREFIX = 0.7;
const FUZZY = 0.5;
const INSIDE = 0.4;

interface Occurrence {
  service: number;
  weight: number;
  written: string;
}

/**
 * The service search on fuse.js, as the project had it before MiniSearch (kept for the side-by-side
 * measurement of the bench and of test/search-phrases.test.ts): fuse.js runs over the services'
 * distinct words, as an exact include (extended search `'word`) for whole words, starts and
 * insides of words, and fuzzily, its candidates then checked by edit distance. Same words, same
 * ranking ({@link rankServices}) as the kept search: only the word lookup differs.
 * @example createFuseServiceSearch(trees)('meu wifi não conecta')[0]?.item.nome
 */
export function createFuseServiceSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => ServiceMatch<T>[] {
  const byWord = new Map<string, Occurrence[]>();
  const byStem = new Map<string, Occurrence[]>();
  const push = (map: Map<string, Occurrence[]>, key: string, occurrence: Occurrence) => {
    const list = map.get(key);
    if (list) list.push(occurrence);
    else map.set(key, [occurrence]);
  };
  items.forEach((item, service) => {
    for (const word of serviceWords(item)) {
      const occurrence = { service, weight: word.weight, written: word.written };
      push(byWord, word.folded, occurrence);
      push(byStem, word.stem, occurrence);
    }
  });
  const fuse = new Fuse([...byWord.keys()], { useExtendedSearch: true, threshold: SERVICE_SEARCH_THRESHOLD, ignoreLocation: true });

  function matchTerm(term: SearchTerm): Map<number, TermMatch> {
    const found = new Map<number, TermMatch>();
    const take = (occurrences: readonly Occurrence[] | undefined, kind: number) => {
      for (const { service, weight, written } of occurrences ?? []) {
        const known = found.get(service);
        if (!known || known.kind < kind || (known.kind === kind && known.weight < weight)) found.set(service, { kind, weight, written });
      }
    };
    take(byWord.get(term.folded), EXACT);
    take(byStem.get(term.stem), SAME_STEM);
    for (const { item } of fuse.search(`'${term.folded}`)) {
      if (item.startsWith(term.folded)) take(byWord.get(item), PREFIX);
      else if (term.folded.length >= INSIDE_MIN_LENGTH) take(byWord.get(item), INSIDE);
    }
    if (term.folded.length >= FUZZY_MIN_LENGTH) {
      const allowed = typosAllowed(term.folded);
      for (const { item } of fuse.search(term.folded)) {
        // Whole words only: fuse.js also finds a pattern inside a longer word, which is no typo.
        if (editDistance(term.folded, item, allowed) <= allowed) take(byWord.get(item), FUZZY - editDistance(term.folded, item) / 100);
      }
    }
    return found;
  }

  return (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return items.map((item) => ({ item, palavras: [] }));
    return rankServices(items, terms, terms.map(matchTerm));
  };
}
