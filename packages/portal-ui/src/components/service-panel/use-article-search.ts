import type { ArticleMatch, SearchableService } from '@chamados/tree-engine';
import { loadArticleSearch } from '@chamados/tree-engine';
import { useMemo } from 'react';
import { preload, useLoaded } from '../../lib/use-loaded';

/**
 * Fetches tree-engine's article search once; later panels have it at their first render.
 * @example await preloadArticleSearch();
 */
export const preloadArticleSearch = () => preload(loadArticleSearch);

/**
 * The FAQ articles of the services' tutorials a search finds ('Artigos que podem ajudar'), best
 * first: tree-engine's `createArticleSearch`, fetched as the service search is (once there is
 * something to search, or `warm`), so the panel's first load carries neither. None for an empty
 * filter, or while the search is on its way.
 * @example const articles = useArticleSearch(trees, filter, focused); articles[0]?.artigo.titulo
 */
export function useArticleSearch<T extends SearchableService>(services: readonly T[] | undefined, filter: string, warm = false): readonly ArticleMatch<T>[] {
  const create = useLoaded(loadArticleSearch, filter !== '' || warm);
  const search = useMemo(() => (create && services ? create(services) : undefined), [create, services]);
  return useMemo(() => (filter === '' || !search ? [] : search(filter)), [search, filter]);
}
