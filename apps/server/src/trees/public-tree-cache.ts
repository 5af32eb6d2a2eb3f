import { createHash } from 'node:crypto';
import { asc, isNotNull } from 'drizzle-orm';
import type { TreeSummary } from '@chamados/api-contract';
import { treeSearchText, type Tree } from '@chamados/tree-engine';
import type { Db } from '../db/database';
import { trees } from '../db/schema';
import { normalizeSearch } from './tree-names';

/** The unfiltered list as it goes on the wire: encoded once, with its entity tag. */
export interface TreeListBody {
  /** The whole `{ arvores }` answer as UTF-8 JSON: sockets take it without encoding it again. */
  body: Buffer;
  /** A strong ETag of `body` (quoted), for conditional requests. */
  etag: string;
}

interface Snapshot extends TreeListBody {
  items: (TreeSummary & { normalized: string })[];
  at: number;
}

/**
 * The public tree list, read and serialised once and served as bytes until a tree changes.
 * A short TTL also bounds staleness when several server processes share one PostgreSQL.
 */
export class PublicTreeCache {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 10_000,
  ) {}

  invalidate(): void {
    this.snapshot = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.db
      .select({ nome: trees.nome, arvoreJson: trees.arvoreJson })
      .from(trees)
      .where(isNotNull(trees.arvoreJson))
      .orderBy(asc(trees.ordem), asc(trees.id));
    const items = rows.map((r) => {
      const tree = r.arvoreJson as Tree;
      const textoBusca = treeSearchText(tree);
      return {
        nome: r.nome,
        descricao: tree.descricao ?? '',
        tags: tree.tags ?? [],
        textoBusca,
        normalized: normalizeSearch(`${r.nome} ${textoBusca}`),
      };
    });
    const body = Buffer.from(JSON.stringify({ arvores: items.map(({ normalized: _n, ...rest }) => rest) }));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { items, body, etag, at: Date.now() };
  }

  async get(): Promise<Snapshot> {
    const stale = this.snapshot;
    if (stale && Date.now() - stale.at < this.ttlMs) return stale;
    const loading = (this.loading ??= this.load());
    const fresh = loading
      .then((snapshot) => {
        // A change while loading invalidated this load: do not keep its result.
        if (this.loading === loading) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    // Past its TTL (and not invalidated), the list is served as it was while the new copy loads:
    // a reload queued behind a long write (an 18 MB attachment on PGlite) never delays it.
    if (stale) {
      fresh.catch(() => {});
      return stale;
    }
    return fresh;
  }

  /** The unfiltered list when a fresh copy is in memory: lets the route answer synchronously. */
  peek(): TreeListBody | undefined {
    const snapshot = this.snapshot;
    return snapshot && Date.now() - snapshot.at < this.ttlMs ? snapshot : undefined;
  }

  /** The list, or filtered by `busca` (every word must appear, accents ignored) as JSON. */
  async json(busca?: string): Promise<TreeListBody | string> {
    const snapshot = await this.get();
    const words = normalizeSearch(busca ?? '').split(/\s+/).filter(Boolean);
    if (words.length === 0) return snapshot;
    const arvores = snapshot.items.filter((i) => words.every((w) => i.normalized.includes(w))).map(({ normalized: _n, ...rest }) => rest);
    return JSON.stringify({ arvores });
  }
}
