import { asc, eq, sql } from 'drizzle-orm';
import { CANNED_REPLY_VARIABLES, unknownCannedVariables, type CannedReply, type CannedReplyInput } from '@chamados/api-contract';
import type { Db, Tx } from '../db/database';
import { cannedReplies } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { revisionMatches, staleWrite, type Expected } from '../lib/if-match';
import { messages } from '../messages';

type Row = typeof cannedReplies.$inferSelect;

/** A variable the desk cannot fill would reach the student as written ('{nomee}'): refused, nothing saved. */
function checkVariables(input: CannedReplyInput): void {
  const unknown = unknownCannedVariables(input.corpo);
  if (unknown.length > 0) throw badRequest(messages.cannedReplyUnknownVariables(unknown, CANNED_REPLY_VARIABLES));
}

const toReply = (r: Row): CannedReply => ({
  id: r.id,
  titulo: r.titulo,
  corpo: r.corpo,
  alterada: r.alterada.toISOString(),
  revisao: r.revisao,
  alteradaPor: r.alteradaPor,
});

/**
 * 'Respostas prontas': agents read them, admins write them. Titles are unique, case ignored (409);
 * a text naming a variable other than {nome}, {protocolo}, {servico}, {atendente} is refused (400).
 * A change or a deletion names the revision it was based on (If-Match): 412 when another admin
 * wrote since, so nobody's reply is replaced without them knowing.
 */
export class CannedReplies {
  constructor(private readonly db: Db) {}

  async list(): Promise<CannedReply[]> {
    return (await this.db.select().from(cannedReplies).orderBy(asc(cannedReplies.titulo), asc(cannedReplies.id))).map(toReply);
  }

  async create(input: CannedReplyInput, por: string, now = new Date()): Promise<CannedReply> {
    checkVariables(input);
    return this.write(async () => {
      const [row] = await this.db.insert(cannedReplies).values({ titulo: input.titulo.trim(), corpo: input.corpo, alterada: now, alteradaPor: por }).returning();
      return toReply(row!);
    });
  }

  /** Replaces one over revision `expected`: 404 when gone, 412 when someone else wrote since. */
  async update(id: number, input: CannedReplyInput, by: { por: string; expected: Expected }, now = new Date()): Promise<CannedReply> {
    checkVariables(input);
    return this.write(() =>
      this.db.transaction(async (tx) => {
        await this.lockCurrent(tx, id, by.expected);
        const [row] = await tx
          .update(cannedReplies)
          .set({ titulo: input.titulo.trim(), corpo: input.corpo, alterada: now, alteradaPor: by.por, revisao: sql`${cannedReplies.revisao} + 1` })
          .where(eq(cannedReplies.id, id))
          .returning();
        return toReply(row!);
      }),
    );
  }

  /** Deletes one seen at revision `expected`: 404 when gone, 412 when someone else wrote since. */
  async remove(id: number, expected: Expected): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockCurrent(tx, id, expected);
      await tx.delete(cannedReplies).where(eq(cannedReplies.id, id));
    });
  }

  private async lockCurrent(tx: Tx, id: number, expected: Expected): Promise<Row> {
    const [row] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
    if (!row) throw notFound(messages.cannedReplyNotFound);
    if (!revisionMatches(expected, row.revisao)) throw staleWrite(messages.cannedReplyStale, id, row);
    return row;
  }

  private async write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.cannedReplyTitleTaken);
      throw err;
    }
  }
}
