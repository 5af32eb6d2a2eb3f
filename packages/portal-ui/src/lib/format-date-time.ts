import { formatTicketDate } from '@chamados/tree-engine';

/**
 * A date the API sent (ISO 8601) as the portal displays every date: 'dd/MM/yyyy H:mm' in
 * America/Sao_Paulo (spec §9), through tree-engine's one formatter. Unreadable input is shown
 * as it came rather than as 'Invalid Date'.
 * @example formatDateTime('2025-03-04T12:05:00Z') // '04/03/2025 9:05'
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatTicketDate(date);
}
