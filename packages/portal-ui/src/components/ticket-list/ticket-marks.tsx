import type { TicketState } from '@chamados/api-contract';
import { tTickets } from '../../messages/t-tickets';
import { Icon } from '../icon/icon';
import { ticketStateLook } from './ticket-state';

/** Props of {@link TicketStateIcon}. */
export interface TicketStateIconProps {
  /** O estado do chamado: cada um tem o seu ícone e o seu nome ('Aberto', 'Aguardando sua resposta'). */
  estado: TicketState;
  /** Mostra o nome do estado ao lado do ícone (como nos dados do chamado); sem isso, só o ícone, com o nome para leitores de tela. */
  withText?: boolean;
}

/**
 * A ticket state as an icon whose name (e.g. 'Aberto') screen readers read and mice see as a tooltip.
 * @example <TicketStateIcon estado="aberto" />
 */
export function TicketStateIcon({ estado, withText = false }: TicketStateIconProps) {
  const look = ticketStateLook(estado);
  if (withText) {
    return (
      <span className={`ch-state ch-state--${look.kind}`}>
        <Icon name={look.icon} />
        <span className="ch-state__text">{look.label}</span>
      </span>
    );
  }
  return (
    <span className={`ch-state ch-state--${look.kind}`} role="img" aria-label={look.label} title={look.label}>
      <Icon name={look.icon} />
    </span>
  );
}

/** Props of {@link UnseenStar}. */
export interface UnseenStarProps {
  /** O que a estrela diz a leitores de tela e na dica ao passar o mouse ('Não visualizado'). */
  label?: string;
}

/**
 * The star of something the user has not seen yet, named for screen readers ('Não visualizado'
 * for a ticket, 'Não visualizada' for a message).
 * @example <UnseenStar label={tTickets('tickets.unseen')} />
 */
export function UnseenStar({ label = tTickets('tickets.unseen') }: UnseenStarProps) {
  return (
    <span className="ch-unseen" role="img" aria-label={label} title={label}>
      <Icon name="star" filled size={18} />
    </span>
  );
}
