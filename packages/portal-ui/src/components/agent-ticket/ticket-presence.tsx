import { tDesk } from '../../messages/t-desk';

/** Props of {@link TicketPresence}. */
export interface TicketPresenceProps {
  /** Os outros atendentes com este chamado aberto agora (sem contar quem lê). */
  agents: readonly { nome: string }[];
}

/** 'Ana, Bruno e Carla': the names as a sentence says them. */
const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${tDesk('desk.ticket.presence.and')} ${names.at(-1)}`;

/**
 * 'Também neste chamado: {nome}', while another agent has the ticket open, so two agents do not
 * answer the same student at once (as Zammad warns). A polite live region: a screen reader hears
 * who arrived without losing its place. Nothing when the reader is alone.
 * @example <TicketPresence agents={[{ nome: 'Beatriz Suporte' }]} />
 */
export function TicketPresence({ agents }: TicketPresenceProps) {
  return (
    <p className="ch-agent-ticket__presence" role="status">
      {agents.length > 0 ? tDesk('desk.ticket.presence', { nome: listOf(agents.map((a) => a.nome)) }) : null}
    </p>
  );
}
