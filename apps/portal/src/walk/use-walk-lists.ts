import { walkSupportApi } from '@chamados/portal-api';
import type { ListState } from '@chamados/portal-ui';
import { useEffect, useMemo, useState } from 'react';
import type { WalkDispatch } from './walk-env';

/**
 * The data-hub lists a form screen's selects read (tree-engine's `formListKeys`), by key:
 * 'loading' until answered, then the items or 'error'. Subscribed while the screen shows, so RTK
 * Query keeps them; a list seen on an earlier screen shows at once.
 */
export function useWalkLists(keys: readonly string[], dispatch: WalkDispatch): Record<string, ListState> {
  const [answered, setAnswered] = useState<Record<string, ListState>>({});
  // A new array of the same keys on every render must not reload them.
  const joined = keys.join('\n');
  useEffect(() => {
    if (!joined) return;
    let live = true;
    const requests = joined.split('\n').map((key) => {
      const request = dispatch(walkSupportApi.endpoints.dataHubList.initiate(key));
      request.unwrap().then(
        (items) => live && setAnswered((current) => ({ ...current, [key]: items })),
        () => live && setAnswered((current) => ({ ...current, [key]: 'error' })),
      );
      return request;
    });
    return () => {
      live = false;
      for (const request of requests) request.unsubscribe();
    };
  }, [joined, dispatch]);
  return useMemo(
    () => Object.fromEntries(joined ? joined.split('\n').map((key) => [key, answered[key] ?? 'loading']) : []),
    [joined, answered],
  );
}
