import { readExtra } from '@chamados/portal-api';
import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { WalkDispatch } from '../../walk';
import { attendanceKey, attendanceStorage } from './attendance-storage';
import type { WalkInsights } from './walk-insights';

/** The key of the events a beacon may have lost: under the walk's, so 'Sair' clears it. */
export const insightsKey = (userId: string) => `${attendanceKey(userId)}.estatisticas`;

// The API's base URL, from the store's extra (tests on Node give an absolute one).
const apiBaseUrl = (_dispatch: unknown, _getState: unknown, extra: unknown) =>
  readExtra(extra).baseUrl;

/** What the page calls on a walk's {@link WalkInsights}. */
export type WalkInsightsCalls = Pick<WalkInsights, 'begin' | 'changed' | 'finish' | 'flush'> & {
  /** Stops watching the page (WalkInsights.watchPage) and sends what waits. */
  stop(): void;
};

/**
 * `WalkInsights` once `load` gives it; calls made before keep their order and wait. The insights
 * are not part of /atendimento's first load (its 150 kB budget): nothing on screen needs them, and
 * a walk's first events can wait the moment the module takes to arrive. If it never arrives, the
 * events are dropped, as a failed send is.
 */
export function lazyWalkInsights(load: () => Promise<WalkInsights>): WalkInsightsCalls {
  let ready: WalkInsights | undefined;
  let unwatch: (() => void) | undefined;
  let waiting: ((insights: WalkInsights) => void)[] | undefined = [];
  load().then(
    (insights) => {
      ready = insights;
      unwatch = insights.watchPage();
      for (const call of waiting ?? []) call(insights);
      waiting = undefined;
    },
    () => (waiting = undefined),
  );
  const call = (run: (insights: WalkInsights) => void) => (ready ? run(ready) : waiting?.push(run));
  return {
    begin: (walk) => call((insights) => insights.begin(walk)),
    changed: (prev, next) => call((insights) => insights.changed(prev, next)),
    finish: (walkId) => call((insights) => insights.finish(walkId)),
    flush: (leaving) => call((insights) => insights.flush(leaving)),
    stop: () => call(() => unwatch?.()),
  };
}

/**
 * The user's {@link WalkInsights}: what their walks report to the tree's statistics. What waits is
 * sent when the page is hidden or left (the browser's beacon) and when the page unmounts (`stop`).
 * @example const insights = useWalkInsights(userId); insights.begin(walk);
 */
export function useWalkInsights(userId: string): WalkInsightsCalls {
  const dispatch = useDispatch<WalkDispatch>();
  const insights = useMemo(
    () =>
      lazyWalkInsights(async () => {
        const [{ WalkInsights }, { sendInsightEvents }] = await Promise.all([
          import('./walk-insights'),
          import('@chamados/portal-api/insights'),
        ]);
        return new WalkInsights({
          storage: attendanceStorage(),
          key: insightsKey(userId),
          send: (batch, leaving) =>
            sendInsightEvents(batch, { baseUrl: dispatch(apiBaseUrl), leaving }),
        });
      }),
    [dispatch, userId],
  );
  useEffect(() => () => insights.stop(), [insights]);
  return insights;
}
