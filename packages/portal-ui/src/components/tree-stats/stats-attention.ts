import type { InsightStats } from '@chamados/api-contract';

/** How many screens and tutorials 'Atenção' lists. */
export const ATTENTION_TOP = 3;

/**
 * What to fix first: the screens where most walks stopped (by count, '#final' apart), and the
 * answered tutorials with the lowest 'Sim' rate (ties: the most answered first).
 * @example attention(stats).screens[0] // { tela: 'descreva', visitas: 649, paradas: 156 }
 */
export function attention(stats: Pick<InsightStats, 'telas' | 'tutoriais'>): { screens: InsightStats['telas']; tutorials: InsightStats['tutoriais'] } {
  const screens = stats.telas.filter((s) => s.tela !== '#final' && s.paradas > 0).sort((a, b) => b.paradas - a.paradas || b.paradas / b.visitas - a.paradas / a.visitas);
  const yesRate = (t: { sim: number; nao: number }) => t.sim / (t.sim + t.nao);
  const tutorials = stats.tutoriais.filter((t) => t.sim + t.nao > 0).sort((a, b) => yesRate(a) - yesRate(b) || b.sim + b.nao - (a.sim + a.nao));
  return { screens: screens.slice(0, ATTENTION_TOP), tutorials: tutorials.slice(0, ATTENTION_TOP) };
}

/** Walks started and not ended yet: neither solved, nor a ticket, nor given up ('Em andamento'). */
export const inProgress = (t: InsightStats['totais']): number => Math.max(0, t.iniciados - t.resolvidosTutorial - t.chamados - t.desistencias);
