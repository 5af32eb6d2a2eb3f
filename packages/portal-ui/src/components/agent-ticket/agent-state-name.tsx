import type { TicketState } from '@chamados/api-contract';
import { tDesk } from '../../messages/t-desk';
import { ticketStateLook } from '../ticket-list/ticket-state';
import { Icon } from '../icon/icon';

/** A state's name as agents say it ('Pendente (aguardando o solicitante)', not the student's 'Aguardando sua resposta'). */
export function agentStateLabel(estado: string): string {
  switch (estado) {
    case 'novo':
    case 'aberto':
    case 'pendente':
    case 'pendente-cliente':
    case 'fechado':
      return tDesk(`desk.ticket.state.${estado}`);
    default:
      return estado;
  }
}

/**
 * A ticket state with the students' icon and the desk's words.
 * @example <AgentStateName estado="pendente-cliente" />
 */
export function AgentStateName({ estado }: { estado: TicketState | string }) {
  const look = ticketStateLook(estado as TicketState);
  return (
    <span className={`ch-state ch-state--${look.kind}`}>
      <Icon name={look.icon} />
      <span className="ch-state__text">{agentStateLabel(estado)}</span>
    </span>
  );
}
