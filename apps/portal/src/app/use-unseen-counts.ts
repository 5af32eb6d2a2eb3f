import { usePollingUnlessLive, useUnseenCountQuery } from '@chamados/portal-api';
import type { UnseenCounts } from '@chamados/portal-ui';
import type { Session } from '../auth';
import { POLLING_INTERVAL_MS } from '../config/polling';

/**
 * The '{n} novos' badges of the top bar: the unseen open and closed tickets of the signed-in
 * user, loaded when the top bar starts and every 120 s (spec §7); nothing for a visitor. Opening
 * an unseen article or creating a ticket refreshes them at once (portal-api's tags).
 */
export function useUnseenCounts(session: Session | null): UnseenCounts {
  const idUsuario = session?.userId ?? '';
  // Polled only while the live stream is down: its events refresh the badges.
  const options = { skip: !idUsuario, pollingInterval: usePollingUnlessLive(POLLING_INTERVAL_MS) };
  const open = useUnseenCountQuery({ idUsuario, estado: 'aberto' }, options);
  const closed = useUnseenCountQuery({ idUsuario, estado: 'fechado' }, options);
  if (!idUsuario) return {};
  return { open: open.data?.data, closed: closed.data?.data };
}
