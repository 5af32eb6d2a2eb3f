import type { Tree } from '../types';
import { rankServices } from './rank-services';
import { articleWords, type SearchableArticle, type SearchableService } from './service-documents';
import { queryTerms, termWeight } from './search-terms';
import { createWordIndex } from './word-index';

/**
 * An FAQ article a search found, the service whose tutorial shows it, and why: the words of the
 * article the query matched, as written there.
 * @example const match: ArticleMatch<TreeSummary> = { item: wifi, artigo: wifi.artigos[0], palavras: ['PEAP'] }
 */
export interface ArticleMatch<T> {
  item: T;
  artigo: SearchableArticle;
  palavras: string[];
}

/** Two letters start too many words of FAQ prose to say anything. */
const ARTICLE_PREFIX_MIN_LENGTH = 3;

/** At most this many articles: they help beside the services, they do not replace them. @example search(query).length <= ARTICLE_RESULTS // true */
export const ARTICLE_RESULTS = 3;

/**
 * The search of 'Artigos que podem ajudar': the FAQ articles the services' tutorials show
 * (`artigos` of each list item: title and text), in the same words rules as
 * {@link createServiceSearch} — stop words count for nothing, accents folded, light stemming,
 * starts of words and typos — ranked the same way (how many meaningful words matched, then how
 * well; a word in the title as much as a service's name). An article is offered only when it
 * matched at least half of the query's meaningful words (at least one), and only the best
 * {@link ARTICLE_RESULTS}; an empty query finds none. Over the wide vocabulary of FAQ prose, only
 * the word being typed (the last, when the query does not end in a space) is looked up as the
 * start of a word (from three letters), and words a typo away are looked for only when no article has the word itself. Whole trees carry no article text: only list
 * items with `artigos` give any.
 * @example createArticleSearch(services)('autenticação PEAP')[0]?.artigo.tela // 'tutorial-eduroam-windows'
 */
export function createArticleSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => ArticleMatch<T>[] {
  const articles: { item: T; artigo: SearchableArticle }[] = [];
  for (const item of items) {
    const own = 'artigos' in item ? item.artigos : undefined;
    for (const artigo of own ?? []) articles.push({ item, artigo });
  }
  const matchTerm = createWordIndex(articles.map(({ artigo }) => articleWords(artigo)));

  return (query) => {
    if (articles.length === 0) return [];
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const meaningful = terms.reduce((sum, term) => sum + termWeight(term.folded), 0);
    // Only the last word may be a start (being typed): the words before it were written whole.
    const typing = /[\p{L}\p{N}]$/u.test(query);
    const perTerm = terms.map((term, i) => matchTerm(term, { starts: typing && i === terms.length - 1 && term.folded.length >= ARTICLE_PREFIX_MIN_LENGTH, typosOnlyWhenUnknown: true }));
    return rankServices(articles, terms, perTerm, Math.max(1, Math.floor(meaningful / 2)))
      .slice(0, ARTICLE_RESULTS)
      .map(({ item: { item, artigo }, palavras }) => ({ item, artigo, palavras }));
  };
}
