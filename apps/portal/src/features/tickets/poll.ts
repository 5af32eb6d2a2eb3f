import { POLLING_INTERVAL_MS } from '../../config/polling';

/** RTK Query's options for the lists and the detail: reloaded every 120 s (spec §7). */
export const POLLING = { pollingInterval: POLLING_INTERVAL_MS } as const;
