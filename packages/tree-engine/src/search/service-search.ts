import type { Tree } from '../types';
import { rankServices } from './rank-services';
import { serviceWords, type SearchableService, type ServiceMatch } from './service-documents';
import { queryTerms } from './search-terms';
import { createWordIndex } from './word-index';

export type { SearchableArticle, SearchableService, ServiceMatch } from './service-documents';

/**
 * fuse.js's threshold of the search before 1.1.0.
 * @deprecated The search runs on MiniSearch since 1.1.0 and reads no threshold; kept because 1.0.0
 * exported it (semver). It will be removed in 2.0.0.
 * @example SERVICE_SEARCH_THRESHOLD // 0.45
 */
export const SERVICE_SEARCH_THRESHOLD = 0.45;

export { EXACT, FUZZY, PREFIX, SAME_STEM } from './word-index';

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
  const matchTerm = createWordIndex(items.map((item) => serviceWords(item)));

  return (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return items.map((item) => ({ item, palavras: [] }));
    return rankServices(items, terms, terms.map((term) => matchTerm(term)));
  };
}
