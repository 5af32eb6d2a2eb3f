import { useEffect, useState } from 'react';

/** What each loader gave, once it has: later hooks have it at their first render. */
const loadedBy = new Map<() => Promise<unknown>, unknown>();

/**
 * Runs `load` once for the page (a chunk fetched on demand, such as tree-engine's searches) and
 * keeps what it gives.
 * @example await preload(loadServiceSearch);
 */
export async function preload<C>(load: () => Promise<C>): Promise<C> {
  if (!loadedBy.has(load)) loadedBy.set(load, await load());
  return loadedBy.get(load) as C;
}

/**
 * What `load` gives, fetched once `needed` (a filter typed, the search box focused) and kept for
 * the page: undefined until then. The service and article searches of the panel share it.
 * @example const create = useLoaded(loadServiceSearch, filter !== '' || focused);
 */
export function useLoaded<C>(load: () => Promise<C>, needed: boolean): C | undefined {
  const [value, setValue] = useState<C | undefined>(() => loadedBy.get(load) as C | undefined);
  useEffect(() => {
    if (!needed || value) return;
    let live = true;
    void preload(load).then((ready) => live && setValue(() => ready));
    return () => {
      live = false;
    };
  }, [needed, value, load]);
  return value;
}
