import { useAgentNewTicketCountQuery } from '@chamados/portal-api';
import { useEffect } from 'react';
import { useDeskPolling } from './desk-polling';

/**
 * Reports the 'Atendimento' tab's count to the top bar: loaded (a chunk of its own, see
 * lazy-desk-count.tsx) and rendered only for agents, so a student never asks /api/agente and the
 * desk's endpoints stay out of the first load. Polls while the page is visible; an agent's
 * action refreshes it at once (the `AgentQueue` tag). With Znuny as the store there is no queue
 * here (the server answers 409), and a user the server does not take as an agent gets 403: either
 * way nothing is counted, and the page stays where it is.
 */
export function DeskCount({ onCount }: { onCount: (count: number | undefined) => void }) {
  const { data: count } = useAgentNewTicketCountQuery(undefined, useDeskPolling());
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
