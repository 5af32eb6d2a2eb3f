import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { ticketCounters } from '../db/schema';

/** YYYYMMDD in the help desk's time zone (Brazil), as Znuny numbers tickets. */
export function ticketDay(now: Date, timeZone = 'America/Sao_Paulo'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}

/**
 * The next ticket number, Znuny's "Date" generator style: YYYYMMDD followed by the day's sequence
 * (5 digits, growing if ever needed). Inside the creating transaction, so a number is used only
 * if its ticket is committed; the counter row serialises concurrent creations.
 */
export async function nextTicketNumber(tx: Tx, now: Date): Promise<string> {
  const dia = ticketDay(now);
  const [row] = await tx
    .insert(ticketCounters)
    .values({ dia, seq: 1 })
    .onConflictDoUpdate({ target: ticketCounters.dia, set: { seq: sql`${ticketCounters.seq} + 1` } })
    .returning({ seq: ticketCounters.seq });
  return `${dia}${String(row?.seq ?? 1).padStart(5, '0')}`;
}
