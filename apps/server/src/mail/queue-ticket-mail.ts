import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { mailOutbox, mailPreferences } from '../db/schema';
import { renderTicketMail, type TicketMailInput } from './ticket-mail';

/** What the desk knows when it writes a reply or a close, for the student's e-mail. */
export type TicketMailEvent = Omit<TicketMailInput, 'publicUrl'> & {
  /** The ticket's owner (the preference is theirs) and the address kept at creation. */
  usuario: string;
  para: string;
  articleId?: number;
};

/**
 * Writes the student's e-mail into the outbox inside the caller's transaction (the one that
 * writes the reply or the close), unless the ticket has no address or the student turned
 * 'Receber avisos por e-mail' off. Returns whether a row was written.
 */
export async function queueTicketMail(tx: Tx, publicUrl: string, event: TicketMailEvent): Promise<boolean> {
  const para = event.para.trim();
  if (!para.includes('@')) return false;
  const [pref] = await tx
    .select({ sim: mailPreferences.avisosPorEmail })
    .from(mailPreferences)
    .where(eq(mailPreferences.usuario, event.usuario));
  if (pref && !pref.sim) return false;
  const mail = renderTicketMail({ ...event, publicUrl });
  await tx.insert(mailOutbox).values({ ticketId: event.ticketId, articleId: event.articleId ?? null, tipo: event.tipo, para, ...mail });
  return true;
}
