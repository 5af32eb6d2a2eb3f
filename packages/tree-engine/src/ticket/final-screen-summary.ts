import type { Attendance } from '../types';
import { describeAttendance } from './describe-attendance';

/**
 * What the final screen shows (spec §2), worded by `describeAttendance` and cut to fit: the
 * 'Propriedades' block (the questions and options of the path, then the form answers, by label),
 * one table per table answer, the attachments, and apart, the properties only the help desk
 * needs (`equipe`), which the screen keeps secondary.
 * @example finalScreenSummary(a).propriedades[0] // ['Qual rede sem fio você está tentando usar?', 'eduroam']
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

const cut = ([label, value]: [string, string]): [string, string] => [truncateForSummary(label), truncateForSummary(value)];

/**
 * The final screen's content, ready to render: `describeAttendance` with labels, values, titles
 * and cells cut by the 40/38 rule (line breaks stay). A table without rows shows 'Tabela vazia'.
 * @example finalScreenSummary(attendance).propriedades // [['Qual rede sem fio você está tentando usar?', 'eduroam'], ['Prédio', 'Pavilhão de Aulas B']]
 */
export function finalScreenSummary(attendance: Attendance): FinalScreenSummary {
  const worded = describeAttendance(attendance);
  return {
    propriedades: [
      ...worded.caminho.map((step): [string, string] => cut([step.pergunta, step.resposta])),
      ...worded.respostas.map((answer): [string, string] => cut([answer.rotulo, answer.valor])),
    ],
    tabelas: worded.tabelas.map((table) => ({
      titulo: truncateForSummary(table.titulo),
      colunas: table.colunas.map(truncateForSummary),
      linhas: table.linhas.map((row) => row.map(truncateForSummary)),
    })),
    anexos: worded.anexos,
    equipe: worded.propriedades.map((property): [string, string] => cut([property.rotulo, property.valor])),
  };
}
