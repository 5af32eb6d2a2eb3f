import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Session } from '../auth';
import { selectToken } from '../auth';

/**
 * Unit tests answer the API with msw, which has no event stream: there the pages poll, as they do
 * whenever the stream is down. The browser journeys (apps/server/e2e) run the real stream.
 */
const LIVE = import.meta.env.MODE !== 'test';

/**
 * Live updates while someone is signed in: the stream (portal-api's live module, a lazy chunk —
 * the first load of `/` and `/atendimento` does not carry it) refreshes the RTK Query cache as
 * tickets change, and the pages stop polling while it is up. One stream per browser, shared by
 * its tabs. Restarted when the user changes.
 */
export function useLiveUpdates(session: Session | null): void {
  const store = useStore();
  const userId = session?.userId ?? '';
  useEffect(() => {
    if (!LIVE || !userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@chamados/portal-api/live').then(({ startLive }) => {
      if (cancelled) return;
      stop = startLive({ dispatch: store.dispatch, token: () => selectToken(store.getState() as never), userId });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, userId]);
}
