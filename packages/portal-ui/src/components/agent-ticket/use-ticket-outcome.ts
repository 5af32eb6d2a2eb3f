import { useState } from 'react';
import { useOutcome, type Outcome } from '../outcome-status/outcome-status';

/** What tells one state of a ticket from a later one: its last change and its newest message. */
export interface TicketVersion {
  modificado: string;
  artigos: readonly { id: number }[];
}

/** Whether `ticket` changed after `about` (ISO dates of one format compare as text). */
function isLater(ticket: TicketVersion, about: TicketVersion): boolean {
  if (ticket.modificado !== about.modificado) return ticket.modificado > about.modificado;
  return (ticket.artigos.at(-1)?.id ?? 0) > (about.artigos.at(-1)?.id ?? 0);
}

/**
 * An action's outcome on a ticket page ('Estado alterado para Aberto.', 'Nota interna salva.'),
 * cleared once the ticket changes under it — someone else's change, a student's answer — so no
 * line describes a ticket that is no longer there. `announce` takes the ticket the action left
 * (the server's answer): the page's own refetch of that same ticket keeps the line.
 * @example const [outcome, announce] = useTicketOutcome(ticket); announce(true, 'Você assumiu o chamado.', saved);
 */
export function useTicketOutcome(ticket: TicketVersion): [Outcome | undefined, (ok: boolean, text: string, left?: TicketVersion) => void] {
  const [outcome, say] = useOutcome();
  const [about, setAbout] = useState<TicketVersion>();
  const shown = outcome !== undefined && about !== undefined && isLater(ticket, about) ? undefined : outcome;
  const announce = (ok: boolean, text: string, left?: TicketVersion) => {
    setAbout(left ?? ticket);
    say(ok, text);
  };
  return [shown, announce];
}
