import type { ArticleMatch, SearchableService } from '@chamados/tree-engine';
import { loadArticleSearch } from '@chamados/tree-engine';
import { useEffect, useMemo, useState } from 'react';

type CreateArticleSearch = Awaited<ReturnType<typeof loadArticleSearch>>;

let loaded: CreateArticleSearch | undefined;

/**
 * Fetches tree-engine's article search once; later panels have it at their first render.
 * @example await preloadArticleSearch();
 */
export async function preloadArticleSearch(): Promise<CreateArticleSearch> {
  loaded ??= await loadArticleSearch();
  return loaded;
}

/**
 * The FAQ articles of the services' tutorials a search finds ('Artigos que podem ajudar'), best
 * first: tree-engine's `createArticleSearch`, fetched as the service search is (once there is
 * something to search, or `warm`), so the panel's first load carries neither. None for an empty
 * filter, or while the search is on its way.
 * @example const articles = useArticleSearch(trees, filter, focused); articles[0]?.artigo.titulo
 */
export function useArticleSearch<T extends SearchableService>(services: readonly T[] | undefined, filter: string, warm = false): readonly ArticleMatch<T>[] {
  const [create, setCreate] = useState<CreateArticleSearch | undefined>(() => loaded);
  const needed = filter !== '' || warm;
  useEffect(() => {
    if (!needed || create) return;
    let live = true;
    void preloadArticleSearch().then((ready) => live && setCreate(() => ready));
    return () => {
      live = false;
    };
  }, [needed, create]);
  const search = useMemo(() => (create && services ? create(services) : undefined), [create, services]);
  return useMemo(() => (filter === '' || !search ? [] : search(filter)), [search, filter]);
}
