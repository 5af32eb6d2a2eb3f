import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { znunyArticleViews } from '../../db/schema';

/** The portal's seen flags for articles that live in Znuny, in the portal's own database. */
export class ZnunySeenFlags {
  constructor(private readonly db: Db) {}

  /** Which of these Znuny article ids the user has seen. */
  async seen(usuario: string, articleIds: number[]): Promise<Set<number>> {
    if (articleIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: znunyArticleViews.articleId })
      .from(znunyArticleViews)
      .where(and(eq(znunyArticleViews.usuario, usuario), inArray(znunyArticleViews.articleId, articleIds)));
    return new Set(rows.map((r) => Number(r.id)));
  }

  async mark(usuario: string, ticketId: number, articleId: number): Promise<void> {
    await this.db.insert(znunyArticleViews).values({ usuario, ticketId, articleId }).onConflictDoNothing();
  }
}
