/** Hours to first response, to next update and to solution, by priority (calendar hours). */
export interface SlaHours {
  primeiraResposta: number;
  atualizacao: number;
  solucao: number;
}

/**
 * The SLA table. Znuny counts business hours with a calendar; the built-in store keeps it simple
 * with calendar hours, which only makes deadlines earlier, never later.
 */
export const slaByPriority: Record<string, SlaHours> = {
  '5 Muito Alto': { primeiraResposta: 1, atualizacao: 4, solucao: 8 },
  '4 Alto': { primeiraResposta: 2, atualizacao: 8, solucao: 24 },
  '3 Normal': { primeiraResposta: 4, atualizacao: 24, solucao: 72 },
  '2 Baixo': { primeiraResposta: 8, atualizacao: 48, solucao: 120 },
  '1 Muito Baixo': { primeiraResposta: 24, atualizacao: 72, solucao: 240 },
};

const HOUR = 3_600_000;

export interface Deadlines {
  prazoPrimeiraResposta: Date | null;
  prazoAtualizacao: Date | null;
  prazoSolucao: Date | null;
}

/**
 * Deadlines of a ticket created at `from`; a closed ticket has none. An unknown priority uses
 * '3 Normal'; a priority is matched by its leading digit too ('5', '5 very high').
 */
export function deadlinesFor(prioridade: string, from: Date, closed: boolean): Deadlines {
  if (closed) return { prazoPrimeiraResposta: null, prazoAtualizacao: null, prazoSolucao: null };
  const digit = prioridade.trim().charAt(0);
  const sla =
    slaByPriority[prioridade] ??
    Object.entries(slaByPriority).find(([k]) => k.charAt(0) === digit)?.[1] ??
    slaByPriority['3 Normal']!;
  const at = (h: number) => new Date(from.getTime() + h * HOUR);
  return {
    prazoPrimeiraResposta: at(sla.primeiraResposta),
    prazoAtualizacao: at(sla.atualizacao),
    prazoSolucao: at(sla.solucao),
  };
}
