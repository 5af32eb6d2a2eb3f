import { asc, eq } from 'drizzle-orm';
import type { CannedReply, CannedReplyInput } from '@chamados/api-contract';
import type { Db } from '../db/database';
import { cannedReplies } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../lib/http-error';
import { messages } from '../messages';

const toReply = (r: typeof cannedReplies.$inferSelect): CannedReply => ({ id: r.id, titulo: r.titulo, corpo: r.corpo, alterada: r.alterada.toISOString() });

/** 'Respostas prontas': agents read them, admins write them. Titles are unique, case ignored (409). */
export class CannedReplies {
  constructor(private readonly db: Db) {}

  async list(): Promise<CannedReply[]> {
    return (await this.db.select().from(cannedReplies).orderBy(asc(cannedReplies.titulo), asc(cannedReplies.id))).map(toReply);
  }

  async create(input: CannedReplyInput, now = new Date()): Promise<CannedReply> {
    return this.write(async () => {
      const [row] = await this.db.insert(cannedReplies).values({ titulo: input.titulo.trim(), corpo: input.corpo, alterada: now }).returning();
      return toReply(row!);
    });
  }

  async update(id: number, input: CannedReplyInput, now = new Date()): Promise<CannedReply | undefined> {
    return this.write(async () => {
      const [row] = await this.db
        .update(cannedReplies)
        .set({ titulo: input.titulo.trim(), corpo: input.corpo, alterada: now })
        .where(eq(cannedReplies.id, id))
        .returning();
      return row ? toReply(row) : undefined;
    });
  }

  async remove(id: number): Promise<boolean> {
    return (await this.db.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning({ id: cannedReplies.id })).length > 0;
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
