const hour = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/**
 * The hour of a date the API sent, in America/Sao_Paulo like every date of the portal: what
 * 'salvou às {hora}' says. Unreadable input is shown as it came.
 * @example formatTime('2025-03-04T17:32:00Z') // '14:32'
 */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : hour.format(date);
}
