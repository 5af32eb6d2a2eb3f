import type { TicketState } from '@chamados/api-contract';
import type { TicketsMessageKey } from '../../messages/pt-BR-tickets';
import { tTickets } from '../../messages/t-tickets';
import type { IconName } from '../icon/icon';

/** How a ticket state is drawn: the icon, its colour class and its name. */
export interface TicketStateLook {
  /** `novo`, `aberto`, `pendente`, `pendente-cliente`, `fechado`, or `outro` for any other state. */
  kind: 'novo' | 'aberto' | 'pendente' | 'pendente-cliente' | 'fechado' | 'outro';
  icon: IconName;
  /** What the icon says, for screen readers and as a tooltip. */
  label: string;
}

const KNOWN: Record<Exclude<TicketStateLook['kind'], 'outro'>, { icon: IconName; label: TicketsMessageKey }> = {
  novo: { icon: 'plus-circle', label: 'tickets.state.novo' },
  aberto: { icon: 'circle-dot', label: 'tickets.state.aberto' },
  pendente: { icon: 'clock', label: 'tickets.state.pendente' },
  'pendente-cliente': { icon: 'alert-circle', label: 'tickets.state.pendenteCliente' },
  fechado: { icon: 'check-circle', label: 'tickets.state.fechado' },
};

/**
 * The icon and name of a ticket state (spec §4: aberto, novo, pendente-cliente, fechado, pendente;
 * anything else gets the default icon and is named as the server wrote it, capitalised).
 * @example ticketStateLook('pendente-cliente').label // 'Aguardando sua resposta'
 */
export function ticketStateLook(estado: TicketState): TicketStateLook {
  if (Object.hasOwn(KNOWN, estado)) {
    const kind = estado as keyof typeof KNOWN;
    return { kind, icon: KNOWN[kind].icon, label: tTickets(KNOWN[kind].label) };
  }
  const text = estado.trim();
  return { kind: 'outro', icon: 'help-circle', label: text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1) };
}

/**
 * Whether the detail treats a ticket as open (spec §4: every state but `fechado`), e.g. to lead
 * its back button to 'Chamados Abertos' or 'Chamados Fechados'.
 * @example isOpenTicketState('pendente') // true
 */
export function isOpenTicketState(estado: TicketState): boolean {
  return estado !== 'fechado';
}
