import { TICKET_TIME_ZONE } from './ticket-constants';

let formatter: Intl.DateTimeFormat | undefined;

/**
 * Formats a date as 'dd/MM/yyyy H:mm' (spec §9) in America/Sao_Paulo, whatever the machine's zone.
 * @example formatTicketDate(new Date('2025-03-04T12:05:00Z')) // '04/03/2025 9:05'
 */
export function formatTicketDate(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TICKET_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  // 'numeric' hours may still come zero-padded in some ICU versions; H is unpadded.
  const hour = String(Number(parts.hour));
  return `${parts.day}/${parts.month}/${parts.year} ${hour}:${parts.minute}`;
}
