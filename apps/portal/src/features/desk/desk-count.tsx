import { useAgentDeskQuery, useAgentQueueQuery } from '@chamados/portal-api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDeskPolling } from './desk-polling';

/** The tab's count: new tickets no agent has taken yet; one row asked, only the total read. */
const NEW_UNTAKEN = { estado: 'novos', semAtendente: true, limit: 1 } as const;

/**
 * Reports the 'Atendimento' tab's count to the top bar: loaded (a chunk of its own, see
 * lazy-desk-count.tsx) and rendered only for agents, so a student never asks /api/agente and the
 * desk's endpoints stay out of the first load. Polls while the page is visible; an agent's
 * action refreshes it at once (the `AgentQueue` tag). With Znuny as the store there is no queue
 * here (the server answers 409): nothing is counted.
 */
export function DeskCount({ onCount }: { onCount: (count: number | undefined) => void }) {
  const desk = useAgentDeskQuery();
  const onPortal = desk.data?.atendimento === 'portal';
  const { data } = useAgentQueueQuery(onPortal ? NEW_UNTAKEN : skipToken, useDeskPolling());
  const count = data?.total;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
