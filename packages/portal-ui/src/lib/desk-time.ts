import { TICKET_TIME_ZONE } from '@chamados/tree-engine';

let formatter: Intl.DateTimeFormat | undefined;

/**
 * A date as the Central de Atendimento writes it: 'dd/MM/yyyy HH:mm' in America/Sao_Paulo, the
 * hour always in two digits ('00:26', never '0:26': agents scan columns of times). The browser's
 * own pt-BR formatting (Intl, as luxon's 'HH:mm' would give) costs no library. Unreadable input
 * is shown as it came.
 * @example deskTime('2025-03-04T03:26:00Z') // '04/03/2025 00:26'
 */
export function deskTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  formatter ??= new Intl.DateTimeFormat('pt-BR', { timeZone: TICKET_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour!.padStart(2, '0')}:${parts.minute}`;
}
