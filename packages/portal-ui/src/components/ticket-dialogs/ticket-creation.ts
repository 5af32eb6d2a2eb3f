import type { CreatedTicket } from '@chamados/api-contract';

/** Where the creation of the attendance's ticket stands; `ticket` is `POST /api/ticket`'s answer. */
export type TicketCreationState =
  | { status: 'idle' }
  /** `progress`: the fraction of large files sent so far (0 to 1), while they upload. */
  | { status: 'creating'; progress?: number }
  | { status: 'created'; ticket: CreatedTicket }
  | { status: 'failed' };

/** Nothing asked yet. */
export const IDLE_CREATION: TicketCreationState = { status: 'idle' };
