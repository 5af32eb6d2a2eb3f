import { eq, inArray } from 'drizzle-orm';
import type { FaqItemList } from '@chamados/api-contract';
import type { Db } from '../db/database';
import { faqItems } from '../db/schema';
import { notFound } from '../lib/http-error';
import { messages } from '../messages';

/** FAQ items in Znuny's FAQItem shape (spec §3), for tutorials with `fonte: otrs`. */
export class FaqService {
  constructor(private readonly db: Db) {}

  async item(id: number): Promise<FaqItemList> {
    const [row] = await this.db.select().from(faqItems).where(eq(faqItems.id, id));
    if (!row) throw notFound(messages.faqNotFound);
    return [{ ItemID: row.id, Title: row.titulo, Field3: row.corpo, Attachment: row.anexos }];
  }

  /** The titles of the articles `ids` that exist (one query), by id. */
  async titles(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: faqItems.id, titulo: faqItems.titulo }).from(faqItems).where(inArray(faqItems.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.titulo]));
  }

  /** Title and HTML body of the articles `ids` that exist (one query), by id: the tree list's 'Artigos que podem ajudar'. */
  async articles(ids: readonly number[]): Promise<Map<number, { titulo: string; corpo: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: faqItems.id, titulo: faqItems.titulo, corpo: faqItems.corpo }).from(faqItems).where(inArray(faqItems.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { titulo: r.titulo, corpo: r.corpo }]));
  }
}
