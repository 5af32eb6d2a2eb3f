import { LIVE_PRESENCE_PATH, LIVE_PRESENCE_REFRESH_MS, type LiveAgent, type LivePresenceBody, type LivePresenceList } from '@chamados/api-contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { portalApi } from '../api/portal-api';
import { presenceOf, setPresence, subscribePresence } from './presence-board';

const presenceApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    livePresence: build.mutation<LivePresenceList, LivePresenceBody>({
      query: (body) => ({ url: LIVE_PRESENCE_PATH, method: 'POST', body }),
      extraOptions: { quietForbidden: true },
    }),
  }),
});

/** This tab's name for the presence: each tab says what it shows; the server forgets a tab that stops saying it. */
const TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `aba-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The other agents who have ticket `id` open ('Também neste chamado'): says to the server that
 * this tab shows it (again every LIVE_PRESENCE_REFRESH_MS, and that it no longer does when the
 * page closes), and follows the `presenca` events. `me` (the agent's id) is left out.
 * @example const others = useTicketPresence(ticket.id, desk.eu.id)
 */
export function useTicketPresence(id: number | undefined, me: string | undefined): LiveAgent[] {
  const [post] = presenceApi.useLivePresenceMutation();
  useEffect(() => {
    if (!id) return;
    const send = (chamados: number[]) =>
      post({ conexao: TAB, chamados })
        .unwrap()
        .then((answer) => answer.chamados.forEach((c) => setPresence(c.id, c.agentes)))
        .catch(() => {});
    void send([id]);
    const refresh = setInterval(() => void send([id]), LIVE_PRESENCE_REFRESH_MS);
    return () => {
      clearInterval(refresh);
      void send([]);
    };
  }, [id, post]);
  const all = useSyncExternalStore(subscribePresence, () => (id ? presenceOf(id) : presenceOf(0)), () => presenceOf(0));
  return useMemo(() => all.filter((a) => a.id !== me), [all, me]);
}
