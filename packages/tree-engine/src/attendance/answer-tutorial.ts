import { ticketDefaults, type EngineOptions } from '../ticket/engine-options';
import { applyAssignments } from '../evaluate/apply-assignments';
import type { Attendance, AttendanceEnv } from '../types';
import { advance, visibleData } from './advance';
import { checkTarget, currentScreenOfType } from './current-screen';

/**
 * Answers "Seu problema foi resolvido ?" on a tutorial screen: its assignments are processed; if
 * solved, fila becomes 'N1::Autoatendimento' and state 'closed successful' (after the
 * assignments, so they win) and the walk goes to telaSim, otherwise to telaNao. `options.defaults`
 * gives a help desk's own self-service queue and closed state.
 * @example (await answerTutorial(attendance, true, env)).assignments.state // 'closed successful'
 */
export async function answerTutorial(attendance: Attendance, solved: boolean, env?: AttendanceEnv, options: EngineOptions = {}): Promise<Attendance> {
  const screen = currentScreenOfType(attendance, 'tutorial');
  let assignments = attendance.assignments;
  if (screen.atribuicoes?.length) {
    const data = visibleData(attendance, attendance.data);
    assignments = await applyAssignments(screen.atribuicoes, { data, properties: assignments }, env);
  }
  if (solved) {
    const defaults = ticketDefaults(options);
    assignments = { ...assignments, fila: defaults.filaAutoatendimento, state: defaults.estadoFechado };
  }
  return advance(attendance, {
    data: attendance.data,
    assignments,
    attachments: attendance.attachments,
    next: checkTarget(attendance.tree, solved ? screen.telaSim : screen.telaNao),
    solved,
  });
}
