import type { SearchableService, ServiceMatch } from '@chamados/tree-engine';
import { loadServiceSearch } from '@chamados/tree-engine';
import { useMemo } from 'react';
import { preload, useLoaded } from './use-loaded';

/**
 * Fetches tree-engine's service search once; later panels have it at their first render.
 * @example await preloadServiceSearch();
 */
export const preloadServiceSearch = () => preload(loadServiceSearch);

/**
 * The services a search finds, best first, each with the words it matched; tree-engine's search
 * is fetched only once there is something to search (or `warm` says someone is about to type):
 * the panel's first load carries no fuse.js. An empty filter gives every service at once, with no
 * words; a filter while the search is still on its way gives undefined (the caller shows it is
 * loading, never an unfiltered list as a result).
 * @example const found = useServiceSearch(trees, filter, focused); found?.[0]?.palavras
 */
export function useServiceSearch<T extends SearchableService>(
  services: readonly T[] | undefined,
  filter: string,
  warm = false,
): readonly ServiceMatch<T>[] | undefined {
  const create = useLoaded(loadServiceSearch, filter !== '' || warm);
  const search = useMemo(() => (create && services ? create(services) : undefined), [create, services]);
  const all = useMemo(() => services?.map((item) => ({ item, palavras: [] })), [services]);
  if (!all) return undefined;
  if (filter === '') return all;
  return search?.(filter);
}
