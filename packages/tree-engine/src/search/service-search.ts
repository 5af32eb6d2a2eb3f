import MiniSearch from 'minisearch';
import type { Tree } from '../types';
import { editDistance } from './edit-distance';
import { rankServices, type TermMatch } from './rank-services';
import { serviceWords, type SearchableService, type ServiceMatch, type ServiceWord } from './service-documents';
import { queryTerms, type SearchTerm } from './search-terms';

export type { SearchableService, ServiceMatch } from './service-documents';

/**
 * fuse.js's threshold of the search before 1.1.0.
 * @deprecated The search runs on MiniSearch since 1.1.0 and reads no threshold; kept because 1.0.0
 * exported it (semver). It will be removed in 2.0.0.
 * @example SERVICE_SEARCH_THRESHOLD // 0.45
 */
export const SERVICE_SEARCH_THRESHOLD = 0.45;

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
  service: number;
  weight: number;
  written: string;
}

/**
 * Builds the 'Procurar Serviço' search over trees or list items, in the students' words: every
 * query word may match; stop words count for nothing ('meu', 'de', 'o'; 'não' counts half);
 * accents and case are folded and words stemmed lightly ('conecta', 'conectar', 'conexão'); a
 * tree's `sinonimos` are part of its text. Each query word is looked up in a MiniSearch index of
 * the services' words (a radix tree: whole words, starts of words, and words a few letters away),
 * then each candidate is classed: the same word, the same stem, a start, or a typo (one mistake
 * from five letters, two from nine, a swap of neighbours counting as one — which MiniSearch's
 * Levenshtein counts as two, hence the wider lookup). Ranking is `rankServices` (in `rank-services.ts`): how many
 * meaningful words matched, then how well. An empty query gives every service in its order.
 * fuse.js was measured against it on the same phrases (README, 'Busca de serviços').
 * @example createServiceSearch(trees)('meu wifi não conecta')[0]?.item.nome // 'Rede sem fio (Wi-Fi e eduroam)'
 */
export function createServiceSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => ServiceMatch<T>[] {
  const byStem = new Map<string, Occurrence[]>();
  const words: Map<string, ServiceWord>[] = [];
  const index = new MiniSearch<{ id: number; palavras: string }>({
    fields: ['palavras'],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  items.forEach((item, service) => {
    const own = new Map<string, ServiceWord>();
    for (const word of serviceWords(item)) {
      own.set(word.folded, word);
      const occurrence = { service, weight: word.weight, written: word.written };
      const list = byStem.get(word.stem);
      if (list) list.push(occurrence);
      else byStem.set(word.stem, [occurrence]);
    }
    words.push(own);
    index.add({ id: service, palavras: [...own.keys()].join(' ') });
  });

  function matchTerm(term: SearchTerm): Map<number, TermMatch> {
    const found = new Map<number, TermMatch>();
    const take = (service: number, kind: number, weight: number, written: string) => {
      const known = found.get(service);
      if (!known || known.kind < kind || (known.kind === kind && known.weight < weight)) found.set(service, { kind, weight, written });
    };
    for (const { service, weight, written } of byStem.get(term.stem) ?? []) take(service, SAME_STEM, weight, written);
    const word = term.folded;
    const allowed = typosAllowed(word);
    const fuzzy = word.length >= FUZZY_MIN_LENGTH ? 2 : false;
    for (const result of index.search(word, { prefix: word.length >= PREFIX_MIN_LENGTH, fuzzy, maxFuzzy: 2 })) {
      const service = result.id as number;
      for (const candidate of Object.keys(result.match)) {
        const known = words[service]!.get(candidate);
        if (!known) continue;
        let kind: number | undefined;
        if (candidate === word) kind = EXACT;
        else if (candidate.startsWith(word)) kind = PREFIX;
        else if (fuzzy) {
          const distance = editDistance(word, candidate, allowed);
          if (distance <= allowed) kind = FUZZY - distance / 100;
        }
        if (kind !== undefined) take(service, kind, known.weight, known.written);
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
