import type { CreatedTicket } from '@chamados/api-contract';

/** Where the creation of the attendance's ticket stands; `ticket` is `POST /api/ticket`'s answer. */
export type TicketCreationState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'created'; ticket: CreatedTicket }
  | { status: 'failed' };

/** Nothing asked yet. */
export const IDLE_CREATION: TicketCreationState = { status: 'idle' };
