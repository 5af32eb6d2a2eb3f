import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox, tickets } from '../db/schema';

/** An outbox row a sender claimed: what to send. */
export interface ClaimedMail {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  tentativas: number;
}

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? (r as T[]) : (r as { rows: T[] }).rows);

/**
 * The outbox as senders use it. Claims are leases, not open transactions: the row lock of
 * `FOR UPDATE SKIP LOCKED` only lasts the claiming statement (another instance claiming at the
 * same moment skips those rows), and `dono`/`reservadoAte` keep them ours while we send. Holding
 * a transaction across SMTP would hold PGlite's one connection, and every request with it.
 */
export class MailOutbox {
  constructor(
    private readonly db: Db,
    private readonly maxAttempts: number,
  ) {}

  /** Claims up to `limit` due e-mails (oldest first) for `leaseMs`. */
  async claim(owner: string, limit: number, leaseMs: number, now = new Date()): Promise<ClaimedMail[]> {
    const until = new Date(now.getTime() + leaseMs);
    const result = await this.db.execute(sql`
      update ${mailOutbox} o set dono = ${owner}, reservado_ate = ${until.toISOString()}::timestamptz
      where o.id in (
        select id from ${mailOutbox}
        where enviado_em is null and tentativas < ${this.maxAttempts}
          and proxima_tentativa <= ${now.toISOString()}::timestamptz
          and (reservado_ate is null or reservado_ate < ${now.toISOString()}::timestamptz)
        order by proxima_tentativa, id
        limit ${limit}
        for update skip locked)
      returning o.id, o.para, o.assunto, o.texto, o.html, o.tentativas`);
    return rowsOf<ClaimedMail>(result).sort((a, b) => a.id - b.id);
  }

  /** Marks a claimed e-mail sent; false when the claim had lapsed and another sender took it. */
  async markSent(owner: string, id: number, now = new Date()): Promise<boolean> {
    const done = await this.db
      .update(mailOutbox)
      .set({ enviadoEm: now, dono: null, reservadoAte: null, ultimoErro: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.dono, owner), isNull(mailOutbox.enviadoEm)))
      .returning({ id: mailOutbox.id });
    return done.length > 0;
  }

  /** Records a failure and when to try again (`retryAt`), releasing the claim. */
  async markFailed(owner: string, id: number, error: string, retryAt: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ tentativas: sql`${mailOutbox.tentativas} + 1`, ultimoErro: error.slice(0, 1000), proximaTentativa: retryAt, dono: null, reservadoAte: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.dono, owner), isNull(mailOutbox.enviadoEm)));
  }

  /** Releases claims not yet sent (a sender stopping), so another instance need not wait for the lease. */
  async release(owner: string, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`update ${mailOutbox} set dono = null, reservado_ate = null
      where dono = ${owner} and enviado_em is null and id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  }

  /** Counts for the admins' view, and the latest e-mails that failed. */
  async status(limit = 20) {
    const [totals] = await this.db
      .select({
        pendentes: sql<number>`count(*) filter (where ${mailOutbox.enviadoEm} is null and ${mailOutbox.tentativas} < ${this.maxAttempts})`.mapWith(Number),
        falhando: sql<number>`count(*) filter (where ${mailOutbox.enviadoEm} is null and ${mailOutbox.tentativas} > 0 and ${mailOutbox.tentativas} < ${this.maxAttempts})`.mapWith(Number),
        desistidos: sql<number>`count(*) filter (where ${mailOutbox.enviadoEm} is null and ${mailOutbox.tentativas} >= ${this.maxAttempts})`.mapWith(Number),
        enviados: sql<number>`count(*) filter (where ${mailOutbox.enviadoEm} is not null)`.mapWith(Number),
      })
      .from(mailOutbox);
    const falhas = await this.db
      .select({
        id: mailOutbox.id,
        ticketId: mailOutbox.ticketId,
        ticketNumber: tickets.tn,
        para: mailOutbox.para,
        assunto: mailOutbox.assunto,
        tentativas: mailOutbox.tentativas,
        ultimoErro: mailOutbox.ultimoErro,
        proximaTentativa: mailOutbox.proximaTentativa,
        criado: mailOutbox.criado,
        desistido: sql<boolean>`${mailOutbox.tentativas} >= ${this.maxAttempts}`.mapWith(Boolean),
      })
      .from(mailOutbox)
      .innerJoin(tickets, eq(tickets.id, mailOutbox.ticketId))
      .where(and(isNull(mailOutbox.enviadoEm), isNotNull(mailOutbox.ultimoErro)))
      .orderBy(desc(mailOutbox.criado), desc(mailOutbox.id))
      .limit(limit);
    return { ...(totals ?? { pendentes: 0, falhando: 0, desistidos: 0, enviados: 0 }), falhas };
  }
}
