/**
 * The ticket the server created, as `POST /api/ticket` answers (spec §3 'Ticket creation result'):
 * portal-api's `TicketCreationResult` fits this shape, so the app passes it as it came.
 */
export interface CreatedTicket {
  ticketId: number | string;
  ticketNumber: string;
  /** ISO 8601; the estimated deadline, when the ticket has one. */
  solutionTimeDestinationDate?: string;
}

/** Where the creation of the attendance's ticket stands. */
export type TicketCreationState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'created'; ticket: CreatedTicket }
  | { status: 'failed' };

/** Nothing asked yet. */
export const IDLE_CREATION: TicketCreationState = { status: 'idle' };
