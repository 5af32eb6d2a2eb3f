import type { LiveEvent } from '@chamados/api-contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { portalApi } from '../api/portal-api';
import { liveEventTags } from './live-event-tags';

/**
 * Applies a live event to RTK Query's cache: invalidates the tags liveEventTags names, and RTK
 * Query refetches the queries some page is showing (only those: the rest reload when opened).
 * @example applyLiveEvent(store.dispatch, { tipo: 'chamado', id: 7, mudanca: 'resposta-atendente', em })
 */
export function applyLiveEvent(dispatch: Dispatch, event: LiveEvent): void {
  const tags = liveEventTags(event);
  if (tags.length) dispatch(portalApi.util.invalidateTags(tags));
}
