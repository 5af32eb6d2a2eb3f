import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { parseTree, type Tree } from '@chamados/tree-engine';
import type { Db } from '../db/database';
import { trees, treeVersions } from '../db/schema';

/**
 * The trees of launched versions, by tree id and version: what a walk started on, which its
 * replay and its statistics read. A version never changes once launched, so each is parsed once
 * (the current one is served from the launch's own parse) and kept, least recently used out;
 * whether it still exists (its tree not deleted) is asked each time.
 */
export class VersionTrees {
  private readonly cache = new LRUCache<string, Tree>({ max: 200 });

  constructor(private readonly db: Db) {}

  /** The tree of version `versao` of tree `treeId`; undefined when the tree (or the version) is gone. */
  async tree(treeId: number, versao: number): Promise<Tree | undefined> {
    const key = `${treeId}:${versao}`;
    const kept = this.cache.get(key);
    // Kept or not, the version must still exist: a deleted tree takes its versions with it.
    if (kept) return (await this.exists(treeId, versao)) ? kept : undefined;
    const [row] = await this.db
      .select({ texto: treeVersions.texto, arvore: trees.arvore, arvoreJson: trees.arvoreJson })
      .from(treeVersions)
      .innerJoin(trees, eq(trees.id, treeVersions.treeId))
      .where(and(eq(treeVersions.treeId, treeId), eq(treeVersions.versao, versao)));
    if (!row) return undefined;
    const tree = row.arvore === row.texto && row.arvoreJson ? (row.arvoreJson as Tree) : parseTree(row.texto, { precise: true }).tree;
    if (tree) this.cache.set(key, tree);
    return tree;
  }

  private async exists(treeId: number, versao: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: treeVersions.id })
      .from(treeVersions)
      .where(and(eq(treeVersions.treeId, treeId), eq(treeVersions.versao, versao)));
    return row !== undefined;
  }
}
