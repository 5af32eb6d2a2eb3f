import type { Attendance, AttendanceSummary } from '../types';
import { describeAttendance } from './describe-attendance';
import type { EngineOptions } from './engine-options';

/**
 * What the final screen shows (spec §2), worded by `describeAttendance` and cut to fit: the
 * 'Propriedades' block (the questions and options of the path, then the form answers, by label),
 * one table per table answer, the attachments, and apart, the properties only the help desk
 * needs (`equipe`), which the screen keeps secondary.
 * @example finalScreenSummary(a).propriedades[1] // ['Prédio', 'Pavilhão de Aulas B']
 */
export interface FinalScreenSummary {
  propriedades: [label: string, value: string][];
  tabelas: { titulo: string; colunas: string[]; linhas: string[][] }[];
  anexos: { nome: string; tipo: string }[];
  /** Fila, tipo, prioridade, assunto and values set by assignments: for the help desk. */
  equipe: [label: string, value: string][];
}

const LIMIT = 40;
const KEEP = 38;

/**
 * Cuts text of 40 characters or more to 38 plus '...' (spec §9, final screen).
 * @example truncateForSummary('a'.repeat(40)) // 'a'.repeat(38) + '...'
 */
export function truncateForSummary(text: string): string {
  return text.length >= LIMIT ? `${text.slice(0, KEEP)}...` : text;
}

/**
 * Lays a worded walk out as the final screen's blocks: the path's questions and options, then the
 * form answers, as the 'Propriedades' rows; tables, attachments and the help desk's properties as
 * they are. Texts are cut by the 40/38 rule unless `cut` is false (the admin's test preview shows
 * what the help desk will read, uncut).
 * @example finalScreenSummaryFrom(request.resumo, { cut: false }).propriedades[0] // ['Qual rede sem fio você está tentando usar?', 'eduroam']
 */
export function finalScreenSummaryFrom(worded: AttendanceSummary, options: { cut?: boolean } = {}): FinalScreenSummary {
  const text = options.cut === false ? (value: string) => value : truncateForSummary;
  const pair = (label: string, value: string): [string, string] => [text(label), text(value)];
  return {
    propriedades: [
      ...worded.caminho.map((step) => pair(step.pergunta, step.resposta)),
      ...worded.respostas.map((answer) => pair(answer.rotulo, answer.valor)),
    ],
    tabelas: worded.tabelas.map((table) => ({
      titulo: text(table.titulo),
      colunas: table.colunas.map(text),
      linhas: table.linhas.map((row) => row.map(text)),
    })),
    anexos: worded.anexos,
    equipe: worded.propriedades.map((property) => pair(property.rotulo, property.valor)),
  };
}

/**
 * The final screen's content, ready to render: `describeAttendance` laid out by
 * `finalScreenSummaryFrom`, labels, values, titles and cells cut by the 40/38 rule (line breaks
 * stay). A table without rows shows 'Tabela vazia'.
 * @example finalScreenSummary(attendance).propriedades // [['Qual rede sem fio você está tentando u...', 'eduroam'], ['Prédio', 'Pavilhão de Aulas B']]
 */
export function finalScreenSummary(attendance: Attendance, options: EngineOptions = {}): FinalScreenSummary {
  return finalScreenSummaryFrom(describeAttendance(attendance, options));
}
