import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { AdminTree, AdminTreeInput, DataHubKeys, TreeVersion, Verification } from '@chamados/api-contract';
import { parseTree, type Tree } from '@chamados/tree-engine';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { trees, treeVersions } from '../db/schema';
import { badRequest, conflict, notFound, payloadTooLarge, unprocessable } from '../lib/http-error';
import { messages } from '../messages';
import type { PublicTreeCache } from './public-tree-cache';
import { cleanTreeName, cleanTreeText, nameKey } from './tree-names';

type Row = typeof trees.$inferSelect;

/**
 * Advisory lock key held while the order changes: a new tree taking the next position, or two
 * trees swapping theirs (any fixed number).
 */
const TREE_ORDER_LOCK = 17_020_001;
const toAdmin = (r: Row): AdminTree => ({
  id: r.id,
  nome: r.nome,
  texto: r.texto,
  habilitada: r.habilitada,
  autor: r.autor,
  ordem: r.ordem,
  alterada: r.alterada.toISOString(),
  arvore: r.arvore,
});


/** The verifier's limits: the text's size and the hosts an `otrs` tutorial may link to (FAQ_HOSTS). */
export interface VerifyTextOptions {
  maxBytes: number;
  faqHosts: readonly string[];
}

/** What the tree service verifies with: the limits, and where the data hub's names come from. */
export interface TreeVerifyOptions extends VerifyTextOptions {
  dataHubKeys: () => Promise<DataHubKeys>;
}

/**
 * Verifies YAML text with tree-engine: one verifier for the server and the admin editor. The
 * server reads with the precise parser only: what it launches must be exactly what the YAML says.
 * With the data hub's names, lists and maps it lacks are errors; when the data hub could not
 * answer, a warning says the names were not checked (the tree is not refused for it).
 */
export function verifyText(texto: string, options: VerifyTextOptions, keys?: DataHubKeys): Verification {
  const dataHub = keys?.disponivel ? { lists: keys.listas, maps: keys.mapas } : undefined;
  const { tree, diagnostics } = parseTree(texto, { maxBytes: options.maxBytes, faqHosts: options.faqHosts, precise: true, ...(dataHub ? { dataHub } : {}) });
  const ok = tree !== undefined && !diagnostics.some((d) => d.severity === 'error');
  const unchecked = keys && !keys.disponivel ? [{ severity: 'warning' as const, message: messages.dataHubUnavailable, path: [], line: 1, column: 1 }] : [];
  return { ok, ...(ok && tree ? { arvore: tree } : {}), erros: [...unchecked, ...diagnostics] };
}

/** Tree administration (spec §4): drafts, launches with history, order, and the public cache. */
export class TreeService {
  constructor(
    private readonly db: Db,
    private readonly cache: PublicTreeCache,
    private readonly options: TreeVerifyOptions,
  ) {}

  /** Verifies a tree's text against the data hub as it is now (`POST /api/admin/arvore/verificar`, launch). */
  async verify(texto: string): Promise<Verification> {
    return verifyText(texto, this.options, await this.options.dataHubKeys());
  }

  /** Nothing over the size limit is saved: it could never be verified or launched. */
  private cleanText(texto: string): string {
    const text = cleanTreeText(texto);
    const size = Buffer.byteLength(text, 'utf8');
    if (size > this.options.maxBytes) throw payloadTooLarge(messages.treeTextTooLarge(size, this.options.maxBytes));
    return text;
  }

  async list(): Promise<AdminTree[]> {
    const rows = await this.db.select().from(trees).orderBy(asc(trees.ordem), asc(trees.id));
    return rows.map(toAdmin);
  }

  async get(id: number): Promise<AdminTree> {
    const [row] = await this.db.select().from(trees).where(eq(trees.id, id));
    if (!row) throw notFound(messages.treeNotFound);
    return toAdmin(row);
  }

  async getByName(nome: string): Promise<AdminTree> {
    const [row] = await this.db.select().from(trees).where(eq(trees.nomeChave, nameKey(nome)));
    if (!row) throw notFound(messages.treeNotFound);
    return toAdmin(row);
  }

  /** The launched tree users walk, by name (case and blanks ignored). */
  async launched(nome: string): Promise<Tree> {
    const [row] = await this.db
      .select({ nome: trees.nome, arvoreJson: trees.arvoreJson })
      .from(trees)
      .where(eq(trees.nomeChave, nameKey(nome)));
    if (!row?.arvoreJson) throw notFound(messages.treeNotFound);
    return { ...(row.arvoreJson as Tree), nome: row.nome };
  }

  private cleanName(nome: string): string {
    const n = cleanTreeName(nome);
    if (!n) throw badRequest(messages.treeNameRequired);
    return n;
  }

  async create(input: Pick<AdminTreeInput, 'nome' | 'texto'>, autor: string): Promise<AdminTree> {
    const nome = this.cleanName(input.nome);
    const texto = this.cleanText(input.texto);
    try {
      const row = await this.db.transaction(async (tx) => {
        // Serialises creations: two concurrent ones would otherwise read the same max(ordem) and
        // share a position, which reordering (a swap with the neighbour) could never undo.
        await tx.execute(sql`select pg_advisory_xact_lock(${TREE_ORDER_LOCK})`);
        const [last] = await tx.select({ m: max(trees.ordem) }).from(trees);
        const [created] = await tx
          .insert(trees)
          .values({ nome, nomeChave: nameKey(nome), texto, autor, ordem: (last?.m ?? 0) + 1, habilitada: false })
          .returning();
        return created!;
      });
      // A new tree is a draft: the public list does not change.
      return toAdmin(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.treeNameTaken);
      throw err;
    }
  }

  async update(id: number, input: Pick<AdminTreeInput, 'nome' | 'texto'>): Promise<AdminTree> {
    const nome = this.cleanName(input.nome);
    const texto = this.cleanText(input.texto);
    try {
      const [row] = await this.db
        .update(trees)
        .set({ nome, nomeChave: nameKey(nome), texto, alterada: new Date() })
        .where(eq(trees.id, id))
        .returning();
      if (!row) throw notFound(messages.treeNotFound);
      await this.cache.changed();
      return toAdmin(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.treeNameTaken);
      throw err;
    }
  }

  /**
   * Puts the draft in production, after verification, and records the version. Refused: 413 when
   * the text passes the size limit, 422 with the findings when it has errors.
   */
  async launch(id: number, autor: string): Promise<AdminTree> {
    const current = await this.get(id);
    if (!current.texto.trim()) throw badRequest(messages.treeEmptyText);
    // A draft saved under a larger limit than today's.
    const size = Buffer.byteLength(current.texto, 'utf8');
    if (size > this.options.maxBytes) throw payloadTooLarge(messages.treeTextTooLarge(size, this.options.maxBytes));
    const result = await this.verify(current.texto);
    if (!result.ok || !result.arvore) {
      throw unprocessable(messages.treeHasErrors(result.erros.filter((d) => d.severity === 'error').length), result.erros);
    }
    const row = await this.db.transaction(async (tx) => {
      const now = new Date();
      const [updated] = await tx
        .update(trees)
        .set({ arvore: current.texto, arvoreJson: result.arvore, habilitada: true, alterada: now })
        .where(and(eq(trees.id, id), eq(trees.texto, current.texto)))
        .returning();
      // The draft changed between reading and launching: launch nothing rather than a mix.
      if (!updated) throw conflict(messages.treeChangedWhileLaunching);
      const [last] = await tx.select({ v: max(treeVersions.versao) }).from(treeVersions).where(eq(treeVersions.treeId, id));
      await tx.insert(treeVersions).values({ treeId: id, versao: (last?.v ?? 0) + 1, nome: updated.nome, texto: current.texto, autor, lancadaEm: now });
      return updated;
    });
    await this.cache.changed();
    return toAdmin(row);
  }

  async disable(id: number): Promise<AdminTree> {
    const [row] = await this.db
      .update(trees)
      .set({ habilitada: false, arvore: null, arvoreJson: null, alterada: new Date() })
      .where(eq(trees.id, id))
      .returning();
    if (!row) throw notFound(messages.treeNotFound);
    await this.cache.changed();
    return toAdmin(row);
  }

  async remove(id: number): Promise<void> {
    const current = await this.get(id);
    if (current.arvore !== null || current.habilitada) throw conflict(messages.treeLaunchedCannotDelete);
    // Re-checked in the statement itself, so a launch racing the delete wins.
    const deleted = await this.db
      .delete(trees)
      .where(and(eq(trees.id, id), sql`${trees.arvore} is null`))
      .returning({ id: trees.id });
    if (deleted.length === 0) throw conflict(messages.treeLaunchedCannotDelete);
    await this.cache.changed();
  }

  /**
   * Swaps `ordem` with the neighbour above (-1) or below (+1), in one transaction. Reorders take
   * the order's advisory lock first, so they run one at a time: two admins moving neighbours
   * towards each other used to lock the same two rows in opposite orders, and PostgreSQL killed
   * one of them ('deadlock detected', a 500). One at a time, each reads the order the previous
   * one left, so the positions stay distinct.
   */
  async move(id: number, direction: -1 | 1): Promise<AdminTree[]> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TREE_ORDER_LOCK})`);
      const [me] = await tx.select().from(trees).where(eq(trees.id, id));
      if (!me) throw notFound(messages.treeNotFound);
      const [neighbour] = await tx
        .select()
        .from(trees)
        .where(direction < 0 ? lt(trees.ordem, me.ordem) : gt(trees.ordem, me.ordem))
        .orderBy(direction < 0 ? desc(trees.ordem) : asc(trees.ordem))
        .limit(1);
      if (!neighbour) throw conflict(direction < 0 ? messages.treeAtTop : messages.treeAtBottom);
      await tx.update(trees).set({ ordem: neighbour.ordem }).where(eq(trees.id, me.id));
      await tx.update(trees).set({ ordem: me.ordem }).where(eq(trees.id, neighbour.id));
    });
    await this.cache.changed();
    return this.list();
  }

  async versions(id: number): Promise<TreeVersion[]> {
    await this.get(id);
    const rows = await this.db.select().from(treeVersions).where(eq(treeVersions.treeId, id)).orderBy(desc(treeVersions.versao));
    return rows.map((r) => ({ versao: r.versao, nome: r.nome, texto: r.texto, autor: r.autor, lancadaEm: r.lancadaEm.toISOString() }));
  }
}
