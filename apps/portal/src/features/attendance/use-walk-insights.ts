import { readExtra, sendInsightEvents, walkSupportApi } from '@chamados/portal-api';
import { useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { WalkDispatch } from '../../walk';
import { attendanceKey, attendanceStorage } from './attendance-storage';
import { WalkInsights } from './walk-insights';

/** The key of the walk's anonymous attendance id: under the walk's, so 'Sair' clears it. */
export const insightsKey = (userId: string) => `${attendanceKey(userId)}.estatisticas`;

// The API's base URL, from the store's extra (tests on Node give an absolute one).
const apiBaseUrl = (_dispatch: unknown, _getState: unknown, extra: unknown) => readExtra(extra).baseUrl;

/**
 * The user's {@link WalkInsights}: what their walks report to the tree's statistics. What waits is
 * sent when the page is hidden or left (the browser's beacon) and when the page unmounts.
 * @example const insights = useWalkInsights(userId); insights.begin(walk);
 */
export function useWalkInsights(userId: string): WalkInsights {
  const dispatch = useDispatch<WalkDispatch>();
  const insights = useMemo(
    () =>
      new WalkInsights({
        storage: attendanceStorage(),
        key: insightsKey(userId),
        start: async (arvore) => {
          const request = dispatch(walkSupportApi.endpoints.insightStart.initiate({ arvore }));
          try {
            return (await request.unwrap()).atendimento;
          } finally {
            request.reset();
          }
        },
        send: (batch, leaving) => sendInsightEvents(batch, { baseUrl: dispatch(apiBaseUrl), leaving }),
      }),
    [dispatch, userId],
  );
  useEffect(() => {
    const leave = () => insights.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      insights.flush(false);
    };
  }, [insights]);
  return insights;
}
