/**
 * `@chamados/tree-engine/search`: the service search of the attendance panel (MiniSearch) and its
 * FAQ article search ('Artigos que podem ajudar'). A page that shows the panel before anyone
 * types can import `loadServiceSearch` and `loadArticleSearch` alone and fetch the search on the
 * first keystroke; `optionPathTo` is small and leads a walk to an article's tutorial.
 */
export { createServiceSearch, SERVICE_SEARCH_THRESHOLD } from './search/service-search';
export type { SearchableArticle, SearchableService, ServiceMatch } from './search/service-search';
export { createArticleSearch, ARTICLE_RESULTS } from './search/article-search';
export type { ArticleMatch } from './search/article-search';
export { loadServiceSearch } from './search/load-service-search';
export { loadArticleSearch } from './search/load-article-search';
export { optionPathTo } from './search/path-to-screen';
export type { OptionStep } from './search/path-to-screen';
export { treeSearchText } from './search/tree-search-text';
