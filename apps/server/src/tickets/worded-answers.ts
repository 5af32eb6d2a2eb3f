import type { AttendanceSummary, WordedAnswer } from '@chamados/tree-engine';

/**
 * Where a ticket's properties keep the walk's answers as people read them (the desk's
 * 'Propriedades do atendimento'): a key the walk cannot set (`__` names stay out of the text
 * properties, as `__tabelas`).
 */
export const WORDED_ANSWERS = '__respostas';

/**
 * The answers of a walk by label, then the values its assignments set (labelled when the ticket
 * knows them): what the panel lists instead of `emailAlternativo` and `vinculo = graduacao`.
 * @example wordedAnswers(resumo) // [{ rotulo: 'Vínculo', valor: 'Aluno de graduação' }, …]
 */
export function wordedAnswers(resumo: AttendanceSummary): WordedAnswer[] {
  return [...resumo.respostas, ...resumo.propriedades].map(({ rotulo, valor }) => ({ rotulo, valor }));
}

/** The worded answers kept with a ticket, or undefined for a ticket created before they were kept. */
export function storedWordedAnswers(propriedades: Record<string, unknown>): WordedAnswer[] | undefined {
  const kept = propriedades[WORDED_ANSWERS];
  if (!Array.isArray(kept)) return undefined;
  return kept.filter((a): a is WordedAnswer => typeof a === 'object' && a !== null && typeof a.rotulo === 'string' && typeof a.valor === 'string');
}
