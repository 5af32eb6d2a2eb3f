import { and, eq } from 'drizzle-orm';
import { GRADUAL_MEASURES, INSIGHT_PERIOD_MAX_DAYS, type GradualLaunch, type InsightStats, type InsightStatsQuery, type InsightTotals } from '@chamados/api-contract';
import type { Tree } from '@chamados/tree-engine';
import type { Db } from '../db/database';
import { trees, treeVersions } from '../db/schema';
import { addDays, dayOf, daysBetween } from '../insights/insight-days';
import { notFound } from '../lib/http-error';
import { messages } from '../messages';
import type { GradualAssignment } from './gradual-assignment';
import { nameKey } from './tree-names';
import { twoProportionTest } from './two-proportion-test';
import type { VersionTrees } from '../walks/version-trees';

/** The version of a launched tree one student walks, and the tree itself. */
export interface WalkVersion {
  treeId: number;
  versao: number;
  tree: Tree;
}

/**
 * The student's side of a gradual launch: which version a walk gets (the server decides: the
 * tree a student loads and the attendance start ask here, so the walk, its statistics and its
 * replay all use one version), and the admins' comparison of the two versions.
 */
export class GradualLaunches {
  constructor(
    private readonly db: Db,
    private readonly assignment: GradualAssignment,
    private readonly versions: VersionTrees,
  ) {}

  /**
   * The launched tree `nome` as student `userId` walks it: the new version when the tree is in a
   * gradual launch and the student's point falls in its share, else the launched one. 404 when
   * the tree is not launched.
   */
  async walkVersion(nome: string, userId: string): Promise<WalkVersion> {
    const [row] = await this.db
      .select({ id: trees.id, nome: trees.nome, arvoreJson: trees.arvoreJson, versao: trees.versao, gradualVersao: trees.gradualVersao, gradualParcela: trees.gradualParcela })
      .from(trees)
      .where(eq(trees.nomeChave, nameKey(nome)));
    if (!row?.arvoreJson || row.versao === null) throw notFound(messages.treeNotFound);
    if (row.gradualVersao !== null && row.gradualParcela !== null && userId && this.assignment.getsNew(userId, row.id, row.gradualParcela)) {
      const tree = await this.versions.tree(row.id, row.gradualVersao);
      if (tree) return { treeId: row.id, versao: row.gradualVersao, tree: { ...tree, nome: row.nome } };
    }
    return { treeId: row.id, versao: row.versao, tree: { ...(row.arvoreJson as Tree), nome: row.nome } };
  }

  /**
   * The period the comparison counts: from the day the new version was launched to today (at most
   * the statistics' longest period), so both versions are measured over the same days.
   */
  async comparisonPeriod(treeId: number, now = Date.now()): Promise<{ atual: number; nova: number; parcela: number; query: InsightStatsQuery; desde: string } | null> {
    const [row] = await this.db.select({ versao: trees.versao, gradualVersao: trees.gradualVersao, gradualParcela: trees.gradualParcela }).from(trees).where(eq(trees.id, treeId));
    if (!row) throw notFound(messages.treeNotFound);
    if (row.gradualVersao === null || row.gradualParcela === null || row.versao === null) return null;
    const [launched] = await this.db
      .select({ lancadaEm: treeVersions.lancadaEm })
      .from(treeVersions)
      .where(and(eq(treeVersions.treeId, treeId), eq(treeVersions.versao, row.gradualVersao)));
    const today = dayOf(now);
    const launchDay = dayOf(launched?.lancadaEm.getTime() ?? now);
    const desde = daysBetween(launchDay, today) >= INSIGHT_PERIOD_MAX_DAYS ? addDays(today, -(INSIGHT_PERIOD_MAX_DAYS - 1)) : launchDay;
    return { atual: row.versao, nova: row.gradualVersao, parcela: row.gradualParcela, desde, query: { de: desde, ate: today } };
  }
}

/**
 * The comparison of a gradual launch from the statistics of its period: per measure ('Resolvidos
 * pelo tutorial', 'Desistências', 'Chamados criados'), each version's count over its walks and a
 * two-proportion test saying whether the difference is more than chance.
 */
export function compareVersions(period: { atual: number; nova: number; parcela: number; desde: string }, stats: Pick<InsightStats, 'versoes'>): NonNullable<GradualLaunch> {
  const totals = (versao: number): InsightTotals | undefined => stats.versoes.find((v) => v.versao === versao)?.totais;
  const atual = totals(period.atual);
  const nova = totals(period.nova);
  const medidas = GRADUAL_MEASURES.map((medida) => {
    const a = { casos: atual?.[medida] ?? 0, total: atual?.iniciados ?? 0 };
    const n = { casos: nova?.[medida] ?? 0, total: nova?.iniciados ?? 0 };
    return { medida, atual: a, nova: n, ...twoProportionTest(a.casos, a.total, n.casos, n.total) };
  });
  return { versaoAtual: period.atual, versaoNova: period.nova, parcela: period.parcela, desde: period.desde, medidas };
}
