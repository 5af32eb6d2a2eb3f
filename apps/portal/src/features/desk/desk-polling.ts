import { useLiveUp } from '@chamados/portal-api';
import { useEffect, useState } from 'react';

/**
 * How often the desk asks for new tickets: the queue and the tab's count. Shorter than the
 * students' 120 s (spec §7): a desk waits on its queue.
 */
export const DESK_POLLING_MS = 30_000;

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * RTK Query's polling options for the desk: every {@link DESK_POLLING_MS} while the page is
 * visible and the live stream is down, none while it is hidden (a browser tab in the background asks nothing; polling starts
 * again when it is shown).
 * @example useAgentQueueQuery(args, useDeskPolling())
 */
export function useDeskPolling(): { pollingInterval: number } {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const update = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  // While the live stream is up its events reload the queue: no polling.
  const live = useLiveUp();
  return { pollingInterval: visible && !live ? DESK_POLLING_MS : 0 };
}
