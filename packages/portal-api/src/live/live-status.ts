import { useSyncExternalStore } from 'react';

/**
 * Whether this tab receives live events now (its own stream, or the browser's through another
 * tab). Kept in the main bundle, tiny: the pages read it to poll only while the stream is down,
 * and the live module (a lazy chunk) writes it.
 */
let up = false;
const listeners = new Set<() => void>();

/** Called by the live module when the stream opens or drops. */
export function setLiveUp(value: boolean): void {
  if (up === value) return;
  up = value;
  for (const l of listeners) l();
}

/** True while live events arrive. @example const live = useLiveUp(); useQuery(arg, { pollingInterval: live ? 0 : 30_000 }) */
export function useLiveUp(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => up,
    () => false,
  );
}

/** The polling interval to use: none while live events arrive, else `ms`. @example useTicketListQuery(args, { pollingInterval: usePollingUnlessLive(120_000) }) */
export function usePollingUnlessLive(ms: number): number {
  return useLiveUp() ? 0 : ms;
}
