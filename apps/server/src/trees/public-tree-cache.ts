import { createHash } from 'node:crypto';
import { asc, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TreeSummary } from '@chamados/api-contract';
import { treeSearchText, type Tree } from '@chamados/tree-engine';
import type { Db } from '../db/database';
import { trees } from '../db/schema';
import { faqArticlesOf, type FaqArticleLookup } from '../walks/faq-articles';
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

/** The PostgreSQL channel on which an instance tells the others that a tree changed. */
export const TREE_CHANGE_CHANNEL = 'chamados_arvores';

export interface PublicTreeCacheOptions {
  /** Safety net only: a copy older than this is reloaded even without a change notice. */
  ttlMs?: number;
  /** Set when other processes share the database (PostgreSQL): tell them a tree changed. */
  notifyOthers?: boolean;
  log?: FastifyBaseLogger;
  /**
   * The portal's FAQ: each tree's item lists the articles its tutorials show ('Artigos que podem
   * ajudar'). Without it, no item has `artigos`.
   */
  faqArticles?: FaqArticleLookup;
}

/**
 * The public tree list, read and serialised once and served as bytes until a tree changes.
 * Several server processes on one PostgreSQL keep it fresh together: the one that changes a
 * tree sends a NOTIFY on TREE_CHANGE_CHANNEL after the commit, and every one listening drops its
 * copy (the tree-service plugin wires `invalidate` to the channel), so a launch, disable or
 * reorder shows everywhere within milliseconds. The TTL only bounds what a lost notice could
 * leave behind — and what an FAQ article's change (made outside the portal) leaves in `artigos`.
 */
export class PublicTreeCache {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: PublicTreeCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
  }

  /** Drops this process's copy: the next request reads the list again. */
  invalidate(): void {
    this.snapshot = undefined;
    this.loading = undefined;
  }

  /**
   * A tree changed and the change is committed: drops the copy here and tells the other
   * processes. The change stands even if the notice cannot be sent (then the TTL catches up).
   */
  async changed(): Promise<void> {
    this.invalidate();
    if (!this.options.notifyOthers) return;
    try {
      await this.db.execute(sql`select pg_notify(${TREE_CHANGE_CHANNEL}, '')`);
    } catch (err) {
      this.options.log?.warn({ err }, 'tree list: could not notify the other instances');
    }
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.db
      .select({ nome: trees.nome, arvoreJson: trees.arvoreJson })
      .from(trees)
      .where(isNotNull(trees.arvoreJson))
      .orderBy(asc(trees.ordem), asc(trees.id));
    const launched = rows.map((r) => r.arvoreJson as Tree);
    const lookup = this.options.faqArticles;
    const articles = lookup ? await faqArticlesOf(launched, lookup) : [];
    const items = rows.map((r, i) => {
      const tree = launched[i]!;
      const textoBusca = treeSearchText(tree);
      const artigos = articles[i] ?? [];
      return {
        nome: r.nome,
        descricao: tree.descricao ?? '',
        tags: tree.tags ?? [],
        textoBusca,
        ...(tree.geral === true ? { geral: true } : {}),
        ...(artigos.length > 0 ? { artigos } : {}),
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
