import { usePollingUnlessLive } from '@chamados/portal-api';
import { POLLING_INTERVAL_MS } from '../../config/polling';

/**
 * RTK Query's options for the lists and the detail: reloaded every 120 s (spec §7) while the live
 * stream is down; while it is up, its events reload them (portal-api's live module).
 * @example useTicketListQuery(args, usePolling())
 */
export function usePolling(): { pollingInterval: number } {
  return { pollingInterval: usePollingUnlessLive(POLLING_INTERVAL_MS) };
}
