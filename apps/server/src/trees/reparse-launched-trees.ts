import { parseTree } from '@chamados/tree-engine';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { meta, trees } from '../db/schema';

const KEY = 'arvore-json-versao';
/** 2: stored as json (key order kept); 1 was jsonb, whose maps came back reordered by key length. */
const VERSION = '2';

/**
 * Rebuilds each launched tree's JSON from its launched YAML once, when the database still holds
 * it as jsonb wrote it: options, fields and columns come back in the order the author wrote them.
 * A launched text the verifier no longer reads keeps its old JSON rather than leave production.
 */
export async function reparseLaunchedTrees(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(meta).where(eq(meta.chave, KEY)).for('update');
    if (current?.valor === VERSION) return 0;
    const rows = await tx.select({ id: trees.id, arvore: trees.arvore }).from(trees).where(isNotNull(trees.arvore));
    let rebuilt = 0;
    for (const row of rows) {
      const { tree } = parseTree(row.arvore ?? '', { precise: true });
      if (!tree) continue;
      await tx.update(trees).set({ arvoreJson: tree }).where(eq(trees.id, row.id));
      rebuilt++;
    }
    await tx.insert(meta).values({ chave: KEY, valor: VERSION }).onConflictDoUpdate({ target: meta.chave, set: { valor: VERSION } });
    return rebuilt;
  });
}
