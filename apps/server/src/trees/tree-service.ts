import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { AdminTree, AdminTreeInput, DataHubKeys, Diagnostic, LaunchBody, Revision, TreeVersion, Verification } from '@chamados/api-contract';
import { parseTree, type Tree } from '@chamados/tree-engine';
import type { Db, Tx } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { treeOverwrites, trees, treeVersions } from '../db/schema';
import { badRequest, conflict, notFound, payloadTooLarge, unprocessable } from '../lib/http-error';
import { revisionMatches, staleWrite, type Expected } from '../lib/if-match';
import { messages } from '../messages';
import type { PublicTreeCache } from './public-tree-cache';
import { cleanTreeName, cleanTreeText, nameKey } from './tree-names';
import { checkFaqReferences, type FaqArticleExists } from './check-faq-references';

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
  revisao: r.revisao,
  alteradaPor: r.alteradaPor,
  versao: r.versao,
  gradual: r.gradualVersao !== null && r.gradualParcela !== null ? { versao: r.gradualVersao, parcela: r.gradualParcela } : null,
});

/** No gradual launch: the columns a full launch, a promotion, a rollback or a disable clear. */
const NO_GRADUAL = { gradualVersao: null, gradualParcela: null } as const;

/** The 412 of a write that expected another revision of `row`. */
const stale = (row: Row) => staleWrite(messages.treeStale, row.id, row);

/** Who and what a write is: the admin's name and the revision their change is based on (If-Match). */
export interface WriteBy {
  por: string;
  expected: Expected;
}


/** The verifier's limits: the text's size and the hosts an `otrs` tutorial may link to (FAQ_HOSTS). */
export interface VerifyTextOptions {
  maxBytes: number;
  faqHosts: readonly string[];
}

/**
 * What the tree service verifies with: the limits, where the data hub's names come from, and
 * whether the FAQ has an article (what `otrs` tutorials on `/api/faq/{id}` point at).
 */
export interface TreeVerifyOptions extends VerifyTextOptions {
  dataHubKeys: () => Promise<DataHubKeys>;
  faqArticleExists: FaqArticleExists;
}

/**
 * Verifies YAML text with tree-engine: one verifier for the server and the admin editor. The
 * server reads with the precise parser only: what it launches must be exactly what the YAML says.
 * With the data hub's names, lists and maps it lacks are errors; when the data hub could not
 * answer, a warning says the names were not checked (the tree is not refused for it).
 */
export function verifyText(texto: string, options: VerifyTextOptions, keys?: DataHubKeys, more: readonly Diagnostic[] = []): Verification {
  return verification(parseTree(texto, parseOptions(options, keys)), keys, more);
}

function parseOptions(options: VerifyTextOptions, keys?: DataHubKeys) {
  const dataHub = keys?.disponivel ? { lists: keys.listas, maps: keys.mapas } : undefined;
  return { maxBytes: options.maxBytes, faqHosts: options.faqHosts, precise: true, ...(dataHub ? { dataHub } : {}) };
}

/** The verifier's findings and the server's own (`more`), in the order of the text, as one answer. */
function verification({ tree, diagnostics }: { tree?: Tree; diagnostics: Diagnostic[] }, keys: DataHubKeys | undefined, more: readonly Diagnostic[]): Verification {
  const all = more.length === 0 ? diagnostics : [...diagnostics, ...more].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const ok = tree !== undefined && !all.some((d) => d.severity === 'error');
  const unchecked = keys && !keys.disponivel ? [{ severity: 'warning' as const, message: messages.dataHubUnavailable, path: [], line: 1, column: 1 }] : [];
  return { ok, ...(ok && tree ? { arvore: tree } : {}), erros: [...unchecked, ...all] };
}

/** Tree administration (spec §4): drafts, launches with history, order, and the public cache. */
export class TreeService {
  constructor(
    private readonly db: Db,
    private readonly cache: PublicTreeCache,
    private readonly options: TreeVerifyOptions,
  ) {}

  /**
   * Verifies a tree's text against what it points at, as it is now (`POST
   * /api/admin/arvore/verificar`, launch): the data hub's lists and maps (the engine's verifier,
   * with the data hub's names) and the FAQ's articles (here: the engine knows no FAQ). Every
   * mistake at once, each naming its screen and line.
   */
  async verify(texto: string): Promise<Verification> {
    const keys = await this.options.dataHubKeys();
    const parsed = parseTree(texto, parseOptions(this.options, keys));
    // Only a text the engine could read (a YAML map): the rest has its own findings already.
    const faq = parsed.diagnostics.some((d) => d.path.length === 0 && d.severity === 'error') ? [] : await checkFaqReferences(texto, this.options.faqArticleExists);
    return verification(parsed, keys, faq);
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

  /** Who saved the tree last, and its revision: what the open editor polls. */
  async revision(id: number): Promise<Revision> {
    const [row] = await this.db
      .select({ revisao: trees.revisao, alteradaPor: trees.alteradaPor, alterada: trees.alterada })
      .from(trees)
      .where(eq(trees.id, id));
    if (!row) throw notFound(messages.treeNotFound);
    return { revisao: row.revisao, alteradaPor: row.alteradaPor, alterada: row.alterada.toISOString() };
  }

  /**
   * The row a write is about to change, locked until the transaction ends: 404 when it is gone,
   * 412 when it is no longer the revision the write was based on.
   */
  private async lockCurrent(tx: Tx, id: number, expected: Expected): Promise<Row> {
    const [row] = await tx.select().from(trees).where(eq(trees.id, id)).for('update');
    if (!row) throw notFound(messages.treeNotFound);
    if (!revisionMatches(expected, row.revisao)) throw stale(row);
    return row;
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
          .values({ nome, nomeChave: nameKey(nome), texto, autor, alteradaPor: autor, ordem: (last?.m ?? 0) + 1, habilitada: false })
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

  /**
   * Saves the draft over the revision `by.expected` (412 when someone else saved since). With
   * `sobrescrever` (the admin chose 'Salvar a minha por cima'), the draft it replaces is kept in
   * `tree_overwrites`; the answer says whether one was.
   */
  async update(id: number, input: Pick<AdminTreeInput, 'nome' | 'texto' | 'sobrescrever'>, by: WriteBy): Promise<AdminTree & { sobrescrita?: true }> {
    const nome = this.cleanName(input.nome);
    const texto = this.cleanText(input.texto);
    try {
      const { row, replaced } = await this.db.transaction(async (tx) => {
        const current = await this.lockCurrent(tx, id, by.expected);
        // Only a real replacement of someone else's work is recorded.
        const replaced = input.sobrescrever === true && current.alteradaPor !== by.por && (current.texto !== texto || current.nome !== nome);
        if (replaced) {
          await tx.insert(treeOverwrites).values({
            treeId: id, nome: current.nome, texto: current.texto, revisao: current.revisao, autor: current.alteradaPor, alterada: current.alterada, por: by.por,
          });
        }
        const [row] = await tx
          .update(trees)
          .set({ nome, nomeChave: nameKey(nome), texto, alterada: new Date(), alteradaPor: by.por, revisao: sql`${trees.revisao} + 1` })
          .where(eq(trees.id, id))
          .returning();
        return { row: row!, replaced };
      });
      await this.cache.changed();
      return replaced ? { ...toAdmin(row), sobrescrita: true } : toAdmin(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.treeNameTaken);
      throw err;
    }
  }

  /**
   * Puts the draft in production, after verification, and records the version. Refused: 413 when
   * the text passes the size limit, 422 with the findings when it has errors.
   */
  /**
   * With `parcela` under 100 (a tree already launched), a gradual launch: the draft becomes a new
   * version that only that share of the students walks (gradual-launches.ts picks who); the
   * launched version stays for the others. `nota` ('O que mudou') is kept with the version.
   */
  async launch(id: number, by: WriteBy, body: LaunchBody = {}): Promise<AdminTree> {
    const parcela = body.parcela ?? 100;
    const nota = (body.nota ?? '').trim();
    const autor = by.por;
    const [currentRow] = await this.db.select().from(trees).where(eq(trees.id, id));
    if (!currentRow) throw notFound(messages.treeNotFound);
    // Refused before the (slower) verification: the admin launches what they saw, or nothing.
    if (!revisionMatches(by.expected, currentRow.revisao)) throw stale(currentRow);
    const current = toAdmin(currentRow);
    if (!current.texto.trim()) throw badRequest(messages.treeEmptyText);
    // A share of the students is compared with the others: there must be a launched version.
    if (parcela < 100 && current.arvore === null) throw conflict(messages.treeGradualNeedsLaunched);
    // A draft saved under a larger limit than today's.
    const size = Buffer.byteLength(current.texto, 'utf8');
    if (size > this.options.maxBytes) throw payloadTooLarge(messages.treeTextTooLarge(size, this.options.maxBytes));
    const result = await this.verify(current.texto);
    if (!result.ok || !result.arvore) {
      throw unprocessable(messages.treeHasErrors(result.erros.filter((d) => d.severity === 'error').length), result.erros);
    }
    const row = await this.db.transaction(async (tx) => {
      const now = new Date();
      // The draft changed between reading and launching: launch nothing rather than a mix.
      const locked = await this.lockCurrent(tx, id, current.revisao);
      const [last] = await tx.select({ v: max(treeVersions.versao) }).from(treeVersions).where(eq(treeVersions.treeId, id));
      const versao = (last?.v ?? 0) + 1;
      const launchedTo =
        parcela < 100
          ? { gradualVersao: versao, gradualParcela: parcela }
          : { arvore: current.texto, arvoreJson: result.arvore, habilitada: true, versao, ...NO_GRADUAL };
      const [updated] = await tx
        .update(trees)
        .set({ ...launchedTo, alterada: now, alteradaPor: autor, revisao: locked.revisao + 1 })
        .where(eq(trees.id, id))
        .returning();
      if (!updated) throw conflict(messages.treeChangedWhileLaunching);
      await tx.insert(treeVersions).values({ treeId: id, versao, nome: updated.nome, texto: current.texto, autor, lancadaEm: now, nota, parcela });
      return updated;
    });
    await this.cache.changed();
    return toAdmin(row);
  }

  async disable(id: number, by: WriteBy): Promise<AdminTree> {
    const row = await this.db.transaction(async (tx) => {
      await this.lockCurrent(tx, id, by.expected);
      const [row] = await tx
        .update(trees)
        .set({ habilitada: false, arvore: null, arvoreJson: null, ...NO_GRADUAL, alterada: new Date(), alteradaPor: by.por, revisao: sql`${trees.revisao} + 1` })
        .where(eq(trees.id, id))
        .returning();
      return row!;
    });
    await this.cache.changed();
    return toAdmin(row);
  }

  /**
   * Ends a gradual launch: 'Lançar para todos' (`promote`) makes its version the launched one for
   * every student; 'Voltar para a versão {n}' (rollback) sends every student back to the launched
   * one. The new version stays in the history either way. 409 when there is no gradual launch.
   */
  async endGradual(id: number, by: WriteBy, promote: boolean): Promise<AdminTree> {
    const row = await this.db.transaction(async (tx) => {
      const current = await this.lockCurrent(tx, id, by.expected);
      if (current.gradualVersao === null) throw conflict(messages.treeNoGradualLaunch);
      let launched = {};
      if (promote) {
        const [version] = await tx.select().from(treeVersions).where(and(eq(treeVersions.treeId, id), eq(treeVersions.versao, current.gradualVersao)));
        // Verified at its launch; read with the same precise parser.
        const { tree } = parseTree(version!.texto, { precise: true });
        if (!tree) throw conflict(messages.treeNoGradualLaunch);
        launched = { arvore: version!.texto, arvoreJson: tree, versao: current.gradualVersao, habilitada: true };
      }
      const [row] = await tx
        .update(trees)
        .set({ ...launched, ...NO_GRADUAL, alterada: new Date(), alteradaPor: by.por, revisao: current.revisao + 1 })
        .where(eq(trees.id, id))
        .returning();
      return row!;
    });
    await this.cache.changed();
    return toAdmin(row);
  }

  async remove(id: number, expected: Expected): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Locked: a launch racing the delete waits, then finds nothing (or wins, and this refuses).
      const current = await this.lockCurrent(tx, id, expected);
      if (current.arvore !== null || current.habilitada) throw conflict(messages.treeLaunchedCannotDelete);
      await tx.delete(trees).where(eq(trees.id, id));
    });
    await this.cache.changed();
  }

  /**
   * Swaps `ordem` with the neighbour above (-1) or below (+1), in one transaction. Reorders take
   * the order's advisory lock first, so they run one at a time: two admins moving neighbours
   * towards each other used to lock the same two rows in opposite orders, and PostgreSQL killed
   * one of them ('deadlock detected', a 500). One at a time, each reads the order the previous
   * one left, so the positions stay distinct.
   */
  async move(id: number, direction: -1 | 1, expected: Expected): Promise<AdminTree[]> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TREE_ORDER_LOCK})`);
      // The order is not the tree's content: a move checks the revision but does not raise it,
      // so an admin editing a tree is not refused because someone reordered the list.
      const me = await this.lockCurrent(tx, id, expected);
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
    return rows.map((r) => ({ versao: r.versao, nome: r.nome, texto: r.texto, autor: r.autor, lancadaEm: r.lancadaEm.toISOString(), nota: r.nota, parcela: r.parcela }));
  }
}
