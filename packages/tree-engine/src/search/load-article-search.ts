import type { createArticleSearch } from './article-search';

/**
 * {@link createArticleSearch}, fetched when first needed, as `loadServiceSearch` fetches the
 * service search: a service panel keeps both out of its first load.
 * @example const create = await loadArticleSearch(); create(services)('PEAP')[0]?.artigo.titulo
 */
export function loadArticleSearch(): Promise<typeof createArticleSearch> {
  return import('./article-search').then((module) => module.createArticleSearch);
}
