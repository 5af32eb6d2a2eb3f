import type { TicketState } from '@chamados/api-contract';
import { tDesk } from '../../messages/t-desk';
import { ticketStateLook } from '../ticket-list/ticket-state';
import { Icon } from '../icon/icon';

/**
 * A state's name as agents say it: the queue's 'Aguardando o solicitante' for pendente-cliente
 * (not the student's 'Aguardando sua resposta'), the students' names for the others.
 */
export function agentStateLabel(estado: string): string {
  return estado === 'pendente-cliente' ? tDesk('desk.state.pendenteCliente') : ticketStateLook(estado).label;
}

/** Props of {@link AgentStateName}. */
export interface AgentStateNameProps {
  /** O estado do chamado, mostrado com o ícone e as palavras da Central de Atendimento ('Aguardando o solicitante'). */
  estado: TicketState;
}

/**
 * A ticket state with the students' icon and the desk's words.
 * @example <AgentStateName estado="pendente-cliente" />
 */
export function AgentStateName({ estado }: AgentStateNameProps) {
  const look = ticketStateLook(estado);
  return (
    <span className={`ch-state ch-state--${look.kind}`}>
      <Icon name={look.icon} />
      <span className="ch-state__text">{agentStateLabel(estado)}</span>
    </span>
  );
}
