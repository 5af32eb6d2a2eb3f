import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import { INSIGHT_PERIOD_MAX_DAYS, type InsightBatch, type InsightStarted, type InsightStats, type InsightStatsQuery, type InsightTotals } from '@chamados/api-contract';
import type { Attendance, Tree } from '@chamados/tree-engine';
import type { Db, Tx } from '../db/database';
import { insightAttendances, insightCounts, trees, treeVersions } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { messages } from '../messages';
import { nameKey } from '../trees/tree-names';
import type { VersionTrees } from '../walks/version-trees';
import type { AttendanceIdClaims, AttendanceIds } from './attendance-ids';
import { addDays, dayOf, daysBetween, isDay, weekOf } from './insight-days';
import { screenTitles } from './screen-titles';
import type { StartMarks } from './start-marks';
import { treePaths, type TreePaths } from './tree-paths';

/** The kinds of counter (`insight_counts.tipo`). */
type Kind = 'inicio' | 'visita' | 'aresta' | 'sim' | 'nao' | 'chamado' | 'tutorial' | 'cancelado' | 'abandono' | 'parada';

interface Count {
  treeId: number;
  versao: number;
  dia: string;
  tipo: Kind;
  tela: string;
  alvo: string;
  n: number;
}

/** How long an ended or abandoned walk's row stays after its id expired (then it is deleted). */
const KEEP_AFTER_EXPIRY_MS = 24 * 3600_000;

const ZERO: InsightTotals = { iniciados: 0, resolvidosTutorial: 0, chamados: 0, cancelados: 0, abandonos: 0, desistencias: 0 };

/** Adds one counter row to totals (in place). */
function addToTotals(totals: InsightTotals, tipo: string, n: number): void {
  if (tipo === 'inicio') totals.iniciados += n;
  else if (tipo === 'tutorial') totals.resolvidosTutorial += n;
  else if (tipo === 'chamado') totals.chamados += n;
  else if (tipo === 'cancelado') {
    totals.cancelados += n;
    totals.desistencias += n;
  } else if (tipo === 'abandono') {
    totals.abandonos += n;
    totals.desistencias += n;
  }
}

/** The counters merged by key: an upsert may not touch the same row twice. */
function mergeCounts(counts: Count[]): Count[] {
  const merged = new Map<string, Count>();
  for (const c of counts) {
    const key = `${c.treeId}\u0000${c.versao}\u0000${c.dia}\u0000${c.tipo}\u0000${c.tela}\u0000${c.alvo}`;
    const known = merged.get(key);
    if (known) known.n += c.n;
    else merged.set(key, { ...c });
  }
  return [...merged.values()];
}

/** An upsert of counters as SQL, for a statement that does more (`where` gates it). */
function upsertSql(counts: Count[], where: SQL) {
  const rows = mergeCounts(counts).map((c) => sql`(${c.treeId}::int, ${c.versao}::int, ${c.dia}::date, ${c.tipo}, ${c.tela}, ${c.alvo}, ${c.n}::int)`);
  return sql`insert into insight_counts (tree_id, versao, dia, tipo, tela, alvo, n)
    select * from (values ${sql.join(rows, sql`, `)}) as v(tree_id, versao, dia, tipo, tela, alvo, n) ${where}
    on conflict (tree_id, dia, versao, tipo, tela, alvo) do update set n = insight_counts.n + excluded.n`;
}

/** Adds counters, one row per key: an upsert may not touch the same row twice. */
async function upsertCounts(db: Db | Tx, counts: Count[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(insightCounts)
    .values(mergeCounts(counts))
    .onConflictDoUpdate({
      target: [insightCounts.treeId, insightCounts.dia, insightCounts.versao, insightCounts.tipo, insightCounts.tela, insightCounts.alvo],
      set: { n: sql`${insightCounts.n} + excluded.n` },
    });
}

/** The events a walk reports (the portal's, or the server's own for a walk it replayed). */
type WalkEvent = InsightBatch['eventos'][number];

/**
 * The counts `events` add to a walk whose row is `row`, with what the row keeps afterwards: each
 * screen, step and tutorial answer once (those already in `vistos` count nothing), only screens
 * and steps the version has, and one end. `ends` says which ends these events may claim: a
 * portal may only cancel; a ticket's ends are the server's (`ended`).
 */
function countEvents(
  row: typeof insightAttendances.$inferSelect,
  paths: TreePaths,
  events: readonly WalkEvent[],
  ends: ReadonlySet<string>,
): { counts: Count[]; next: { fim: string | null; vistos: string[]; ultima: string } } {
  const seen = new Set(row.vistos);
  const base = { treeId: row.treeId, versao: row.versao, dia: row.dia, alvo: '', n: 1 };
  const counts: Count[] = [];
  let ultima = row.ultima;
  let fim: string | null = null;
  const once = (key: string, count: Omit<Count, 'treeId' | 'versao' | 'dia' | 'n'>) => {
    if (seen.has(key)) return;
    seen.add(key);
    counts.push({ ...base, ...count });
  };
  for (const event of events) {
    if (event.tipo === 'tela') {
      if (!paths.screens.has(event.tela)) continue;
      const from = event.de;
      if (from === undefined ? event.tela !== paths.first : !paths.next.get(from)?.has(event.tela)) continue;
      ultima = event.tela;
      once(`t:${event.tela}`, { tipo: 'visita', tela: event.tela, alvo: '' });
      if (from !== undefined) once(`a:${JSON.stringify([from, event.tela])}`, { tipo: 'aresta', tela: from, alvo: event.tela });
    } else if (event.tipo === 'tutorial') {
      if (event.resolvido === undefined || paths.screens.get(event.tela) !== 'tutorial' || !seen.has(`t:${event.tela}`)) continue;
      once(`r:${event.tela}`, { tipo: event.resolvido ? 'sim' : 'nao', tela: event.tela, alvo: '' });
    } else if (event.como && ends.has(event.como)) {
      fim = event.como;
      counts.push({ ...base, tipo: event.como, tela: '' });
      // Where a student gave up: the screen they cancelled on, if the walk reached it.
      const tela = seen.has(`t:${event.tela}`) ? event.tela : ultima;
      if (event.como === 'cancelado' && tela) counts.push({ ...base, tipo: 'parada', tela });
      break;
    }
  }
  // Once ended, nothing of the path is kept: only that it ended, so no second end counts.
  const next = fim ? { fim, vistos: [] as string[], ultima: '' } : { fim: null, vistos: [...seen], ultima };
  return { counts, next };
}

/** The events a replayed walk would have reported, then its end. */
function replayedEvents(attendance: Attendance, como: 'chamado' | 'tutorial'): WalkEvent[] {
  const events: WalkEvent[] = [{ tipo: 'tela', tela: attendance.tree.inicial }];
  attendance.history.forEach((entry, i) => {
    if (entry.solved !== undefined) events.push({ tipo: 'tutorial', tela: entry.screen, resolvido: entry.solved });
    events.push({ tipo: 'tela', tela: attendance.history[i + 1]?.screen ?? attendance.current, de: entry.screen });
  });
  events.push({ tipo: 'fim', como, tela: attendance.current });
  return events;
}

/** What a portal may end a walk with: a ticket's ends are recorded by the server itself. */
const PORTAL_ENDS: ReadonlySet<string> = new Set(['cancelado']);
const SERVER_ENDS: ReadonlySet<string> = new Set(['chamado', 'tutorial']);

/**
 * Tree insights (issue 22): counts the anonymous events of walks and answers the statistics.
 * Writes are counters (an upsert per batch), never a row per click. One attendance can count at
 * most once its start, each screen it reached, each step it took, each tutorial it answered and
 * one end: `insight_attendances` remembers what it counted until the walk ends, and is deleted a
 * day after the id expired. Only what the server saw happen counts as an end with a ticket
 * (`ended`, called by the creation), and a user's starts of a tree count once per 30 minutes
 * (`StartMarks`): a further start in the window continues the walk it counted, under its id.
 */
export class InsightService {
  constructor(
    private readonly db: Db,
    private readonly ids: AttendanceIds,
    private readonly versions: VersionTrees,
    private readonly marks: StartMarks,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A walk of the launched tree `nome` starts for `userId`: its signed id, the version it walks
   * and that version's tree — `walked`, when the tree service chose it for this student (a
   * gradual launch decides per student), else the current one. The start counts unless the user
   * started this tree within the last 30 minutes. 404 when the tree is not launched.
   */
  async start(userId: string, nome: string, walked?: { treeId: number; versao: number; tree?: Tree }): Promise<InsightStarted> {
    const [row] = walked
      ? [{ id: walked.treeId, versao: walked.versao }]
      : await this.db
          .select({ id: trees.id, versao: max(treeVersions.versao) })
          .from(trees)
          .innerJoin(treeVersions, eq(treeVersions.treeId, trees.id))
          .where(and(eq(trees.nomeChave, nameKey(nome)), sql`${trees.arvoreJson} is not null`))
          .groupBy(trees.id);
    if (!row?.versao) throw notFound(messages.treeNotFound);
    const arvore = walked?.tree ?? (await this.versions.tree(row.id, row.versao));
    if (!arvore) throw notFound(messages.treeNotFound);
    const dia = dayOf(this.now());
    const { token, claims } = await this.ids.sign({ treeId: row.id, versao: row.versao, dia });
    const claim = await this.marks.claim(userId, row.id, dia, claims.id);
    if (claim.counted) {
      // The walk's row and its start, in one statement.
      const start: Count = { treeId: claims.treeId, versao: claims.versao, dia: claims.dia, tipo: 'inicio', tela: '', alvo: '', n: 1 };
      await this.db.execute(sql`
        with opened as (
          insert into insight_attendances (id, tree_id, versao, dia, expira)
          values (${claims.id}, ${claims.treeId}, ${claims.versao}, ${claims.dia}::date, ${new Date(claims.expira).toISOString()}::timestamptz)
          returning id
        )
        ${upsertSql([start], sql`where exists (select 1 from opened)`)}`);
      return { atendimento: token, versao: row.versao, arvore };
    }
    // A further start in the window continues the walk the window counted: the same id (its
    // screens and its end count once), valid as long as this walk's would be.
    if (claim.atendimento) {
      const [continued] = await this.db
        .update(insightAttendances)
        .set({ expira: new Date(claims.expira) })
        .where(and(eq(insightAttendances.id, claim.atendimento), eq(insightAttendances.treeId, row.id), eq(insightAttendances.versao, row.versao), gt(insightAttendances.expira, new Date(this.now()))))
        .returning({ dia: insightAttendances.dia });
      if (continued) {
        const again = await this.ids.sign({ treeId: row.id, versao: row.versao, dia: continued.dia }, claim.atendimento);
        return { atendimento: again.token, versao: row.versao, arvore };
      }
    }
    // The counted walk is gone or on another version (a launch in the window): this walk takes
    // its place, its start not counted a second time.
    await this.db.insert(insightAttendances).values({ id: claims.id, treeId: claims.treeId, versao: claims.versao, dia: claims.dia, expira: new Date(claims.expira) });
    await this.marks.repoint(userId, row.id, dia, claims.id);
    return { atendimento: token, versao: row.versao, arvore };
  }

  // A version's tree is kept by VersionTrees: its paths are worked out once per tree object.
  private readonly paths = new WeakMap<object, TreePaths>();

  /** The screens and steps of one version. */
  private async pathsOf(treeId: number, versao: number): Promise<TreePaths | undefined> {
    const tree = await this.versions.tree(treeId, versao);
    if (!tree) return undefined;
    let paths = this.paths.get(tree);
    if (!paths) this.paths.set(tree, (paths = treePaths(tree)));
    return paths;
  }

  /**
   * Adds `events` to the walk `id` under a row lock: batches of one walk that arrive together (a
   * timer's and the end's, a beacon's and its retry) each count exactly, one after the other.
   */
  private async apply(claims: AttendanceIdClaims, events: readonly WalkEvent[], ends: ReadonlySet<string>): Promise<void> {
    const paths = await this.pathsOf(claims.treeId, claims.versao);
    if (!paths) return;
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(insightAttendances).where(eq(insightAttendances.id, claims.id)).for('update');
      if (!row || row.fim !== null) return;
      const { counts, next } = countEvents(row, paths, events, ends);
      if (counts.length === 0 && next.ultima === row.ultima) return;
      await tx.update(insightAttendances).set(next).where(eq(insightAttendances.id, claims.id));
      await upsertCounts(tx, counts);
    });
  }

  /**
   * Counts one batch of a walk's events. 400 for an id that is not ours or expired. Events the
   * walk already reported, screens and steps its tree does not have, anything after its end, and
   * an end other than 'cancelado' count nothing: a replayed or forged batch cannot add more than
   * the walk itself could.
   */
  async record(batch: InsightBatch): Promise<void> {
    const claims = await this.ids.verify(batch.atendimento);
    if (!claims) throw badRequest(messages.insightBadAttendance);
    await this.apply(claims, batch.eventos, PORTAL_ENDS);
  }

  /**
   * A walk ended with its ticket (`tutorial`: created closed, the tutorial solved it): counted by
   * the server that created it, with the path the replay took (the portal's last screens may not
   * have been reported yet; what was, counts once).
   */
  async ended(claims: AttendanceIdClaims, attendance: Attendance, como: 'chamado' | 'tutorial'): Promise<void> {
    await this.apply(claims, replayedEvents(attendance, como), SERVER_ENDS);
  }

  /**
   * Walks whose id expired without an end are abandoned: counted once (the update claims each row,
   * so two instances sweeping together count it once), with the screen they stopped on. Rows a
   * day past their expiry are deleted.
   */
  async sweep(): Promise<number> {
    const now = new Date(this.now());
    const abandoned = await this.db.transaction(async (tx) => {
      // Skip locked: a row another instance (or a batch) holds is theirs to finish.
      const rows = await tx
        .select({ id: insightAttendances.id, treeId: insightAttendances.treeId, versao: insightAttendances.versao, dia: insightAttendances.dia, ultima: insightAttendances.ultima })
        .from(insightAttendances)
        .where(and(isNull(insightAttendances.fim), lt(insightAttendances.expira, now)))
        .for('update', { skipLocked: true });
      if (rows.length === 0) return rows;
      await tx.update(insightAttendances).set({ fim: 'abandono', vistos: [], ultima: '' }).where(inArray(insightAttendances.id, rows.map((r) => r.id)));
      const counts: Count[] = [];
      for (const a of rows) {
        const base = { treeId: a.treeId, versao: a.versao, dia: a.dia, alvo: '', n: 1 };
        counts.push({ ...base, tipo: 'abandono', tela: '' });
        if (a.ultima) counts.push({ ...base, tipo: 'parada', tela: a.ultima });
      }
      await upsertCounts(tx, counts);
      return rows;
    });
    await this.db.delete(insightAttendances).where(lt(insightAttendances.expira, new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS)));
    await this.marks.sweep();
    return abandoned.length;
  }

  /** The period a query asks for: the last `periodo` days (30 by default), or `de`..`ate`. */
  private period(query: InsightStatsQuery): { de: string; ate: string } {
    const today = dayOf(this.now());
    if (query.de === undefined && query.ate === undefined) return { de: addDays(today, -((query.periodo ?? 30) - 1)), ate: today };
    const de = query.de ?? query.ate!;
    const ate = query.ate ?? today;
    if (!isDay(de) || !isDay(ate)) throw badRequest(messages.insightBadDay);
    if (de > ate) throw badRequest(messages.insightPeriodReversed);
    if (daysBetween(de, ate) >= INSIGHT_PERIOD_MAX_DAYS) throw badRequest(messages.insightPeriodTooLong(INSIGHT_PERIOD_MAX_DAYS));
    return { de, ate };
  }

  /** `GET /api/admin/arvore/{id}/estatisticas`. 404 when the tree does not exist. */
  async stats(treeId: number, query: InsightStatsQuery): Promise<InsightStats> {
    const { de, ate } = this.period(query);
    const [tree] = await this.db.select({ id: trees.id, texto: trees.texto }).from(trees).where(eq(trees.id, treeId));
    if (!tree) throw notFound(messages.treeNotFound);
    await this.sweep();
    const rows = await this.db
      .select({ versao: insightCounts.versao, dia: insightCounts.dia, tipo: insightCounts.tipo, tela: insightCounts.tela, alvo: insightCounts.alvo, n: insightCounts.n })
      .from(insightCounts)
      .where(and(eq(insightCounts.treeId, treeId), gte(insightCounts.dia, de), lte(insightCounts.dia, ate)));
    const launched = await this.db
      .select({ versao: treeVersions.versao, lancadaEm: treeVersions.lancadaEm, texto: treeVersions.texto })
      .from(treeVersions)
      .where(eq(treeVersions.treeId, treeId))
      .orderBy(desc(treeVersions.versao));

    const totais = { ...ZERO };
    const tutorials = new Map<string, { tela: string; sim: number; nao: number }>();
    const screens = new Map<string, { tela: string; visitas: number; paradas: number }>();
    const edges = new Map<string, { de: string; para: string; n: number }>();
    const weeks = new Map<string, InsightTotals>();
    const days = new Map<string, InsightTotals>();
    const versions = new Map<number, InsightTotals>();
    // Every week of the period, also those nobody walked: the chart shows the gaps.
    for (let w = weekOf(de); w <= ate; w = addDays(w, 7)) weeks.set(w, { ...ZERO });
    for (let d = de; d <= ate; d = addDays(d, 1)) days.set(d, { ...ZERO });
    // The current and the previous version are always compared, walked or not.
    for (const v of launched.slice(0, 2)) versions.set(v.versao, { ...ZERO });
    const screen = (tela: string) => screens.get(tela) ?? screens.set(tela, { tela, visitas: 0, paradas: 0 }).get(tela)!;
    const tutorial = (tela: string) => tutorials.get(tela) ?? tutorials.set(tela, { tela, sim: 0, nao: 0 }).get(tela)!;
    for (const r of rows) {
      addToTotals(totais, r.tipo, r.n);
      addToTotals(weeks.get(weekOf(r.dia))!, r.tipo, r.n);
      addToTotals(days.get(r.dia)!, r.tipo, r.n);
      addToTotals(versions.get(r.versao) ?? versions.set(r.versao, { ...ZERO }).get(r.versao)!, r.tipo, r.n);
      if (r.tipo === 'visita') screen(r.tela).visitas += r.n;
      else if (r.tipo === 'parada') screen(r.tela).paradas += r.n;
      else if (r.tipo === 'sim') tutorial(r.tela).sim += r.n;
      else if (r.tipo === 'nao') tutorial(r.tela).nao += r.n;
      else if (r.tipo === 'aresta') {
        const key = `${r.tela}\u0000${r.alvo}`;
        const edge = edges.get(key) ?? edges.set(key, { de: r.tela, para: r.alvo, n: 0 }).get(key)!;
        edge.n += r.n;
      }
    }
    const launchedAt = new Map(launched.map((v) => [v.versao, v.lancadaEm.toISOString()]));
    const byName = <T extends { tela: string }>(a: T, b: T) => a.tela.localeCompare(b.tela, 'pt-BR');
    return {
      arvoreId: treeId,
      de,
      ate,
      totais,
      tutoriais: [...tutorials.values()].sort(byName),
      telas: [...screens.values()].sort((a, b) => b.visitas - a.visitas || byName(a, b)),
      arestas: [...edges.values()].sort((a, b) => b.n - a.n),
      semanas: [...weeks].map(([inicio, t]) => ({ inicio, totais: t })),
      dias: [...days].map(([dia, t]) => ({ dia, totais: t })),
      // The draft first, then the versions oldest first: the newest launched words win.
      titulos: screenTitles([tree.texto, ...launched.map((v) => v.texto).reverse()]),
      versoes: [...versions]
        .sort(([a], [b]) => b - a)
        .map(([versao, t]) => ({ versao, lancadaEm: launchedAt.get(versao) ?? null, totais: t })),
    };
  }
}
