import { tDesk } from '@chamados/portal-ui';

/**
 * `/atendente/chamado/:id`: one ticket as an agent works it (issue 21 item 2). Being built: the
 * conversation with internal notes, the properties, the SLA deadlines and the actions.
 */
export function AgentTicketPage() {
  return <h1>{tDesk('desk.ticket.conversation')}</h1>;
}
