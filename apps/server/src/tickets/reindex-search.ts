import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles, meta, tickets } from '../db/schema';
import { SEARCH_TEXT_VERSION, searchText } from './search-text';

const KEY = 'busca-versao';

/**
 * Rewrites every ticket's search text when `searchText` changed since the database last saw it,
 * so old tickets are found like new ones. Runs at start, once per version, in one transaction; a
 * fresh database only records the version.
 */
export async function reindexTicketSearch(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(meta).where(eq(meta.chave, KEY)).for('update');
    if (current?.valor === SEARCH_TEXT_VERSION) return 0;
    const rows = await tx.select({ id: tickets.id, titulo: tickets.titulo, servico: tickets.servico }).from(tickets);
    for (const row of rows) {
      const texts = await tx
        .select({ assunto: articles.assunto, corpo: articles.corpo })
        .from(articles)
        // Internal notes stay out of the search students run.
        .where(and(eq(articles.ticketId, row.id), eq(articles.interno, false)))
        .orderBy(asc(articles.id));
      const busca = searchText(row.titulo, row.servico, ...texts.flatMap((a) => [a.assunto, a.corpo]));
      await tx.update(tickets).set({ busca }).where(eq(tickets.id, row.id));
    }
    await tx
      .insert(meta)
      .values({ chave: KEY, valor: SEARCH_TEXT_VERSION })
      .onConflictDoUpdate({ target: meta.chave, set: { valor: SEARCH_TEXT_VERSION } });
    return rows.length;
  });
}
