import type { LiveEvent } from '@chamados/api-contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { portalApi } from '../api/portal-api';

/**
 * What a live event makes stale in RTK Query's cache: a ticket's change reloads its page (the
 * student's and the agent's), the lists, the unseen badges, the queue and its tab counts — only
 * the ones some page is showing, as RTK Query refetches subscribed queries only. `recarregar`
 * (events were missed) reloads all of them. Other events change no cache.
 * @example applyLiveEvent(store.dispatch, { tipo: 'chamado', id: 7, mudanca: 'resposta-atendente', em })
 */
export function applyLiveEvent(dispatch: Dispatch, event: LiveEvent): void {
  if (event.tipo === 'chamado') {
    dispatch(
      portalApi.util.invalidateTags([
        { type: 'Ticket', id: event.id },
        { type: 'AgentTicket', id: event.id },
        'TicketList',
        'UnseenCount',
        'AgentQueue',
      ]),
    );
  } else if (event.tipo === 'recarregar') {
    dispatch(portalApi.util.invalidateTags(['Ticket', 'AgentTicket', 'TicketList', 'UnseenCount', 'AgentQueue']));
  }
}
