import type { ComponentProps } from 'react';
import { AgentQueueView } from '../components/agent-queue/agent-queue-view';
import { AgentTicketView } from '../components/agent-ticket/agent-ticket-view';
import { agentTicketHref } from '../components/agent-queue/agent-queue.fixture';
import { useStoryRoutes } from './story-routes';

/** Props of {@link AgentDesk}: the queue's and the ticket's, as their own stories give them. */
export interface AgentDeskProps {
  queue: Omit<ComponentProps<typeof AgentQueueView>, 'LinkComponent' | 'ticketHref'>;
  ticket: Omit<ComponentProps<typeof AgentTicketView>, 'onBack'>;
  /** Where the template opens: the queue ('/atendente') or a ticket ('/atendente/chamado/42'). */
  startPath?: string;
}

/**
 * The agent's desk clickable: a ticket of the queue opens the agent's ticket page, 'Voltar' goes
 * back to the queue. Every ticket opens the same example ticket (the template shows the screens,
 * not each ticket).
 */
export function AgentDesk({ queue, ticket, startPath = '/atendente' }: AgentDeskProps) {
  const { path, go, Link } = useStoryRoutes(startPath);
  return path.startsWith('/atendente/chamado/') ? (
    <AgentTicketView {...ticket} onBack={() => go('/atendente')} />
  ) : (
    <AgentQueueView {...queue} ticketHref={agentTicketHref} LinkComponent={Link} />
  );
}
