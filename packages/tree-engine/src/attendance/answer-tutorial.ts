import { CLOSED_STATE, SELF_SERVICE_QUEUE } from '../ticket/ticket-constants';
import { applyAssignments } from '../evaluate/apply-assignments';
import type { Attendance, AttendanceEnv } from '../types';
import { advance, visibleData } from './advance';
import { checkTarget, currentScreenOfType } from './current-screen';

/**
 * Answers "Seu problema foi resolvido ?" on a tutorial screen: its assignments are processed; if
 * solved, fila becomes 'N1::Autoatendimento' and state 'closed successful' (after the
 * assignments, so they win) and the walk goes to telaSim, otherwise to telaNao.
 * @example (await answerTutorial(attendance, true, env)).assignments.state // 'closed successful'
 */
export async function answerTutorial(attendance: Attendance, solved: boolean, env?: AttendanceEnv): Promise<Attendance> {
  const screen = currentScreenOfType(attendance, 'tutorial');
  let assignments = attendance.assignments;
  if (screen.atribuicoes?.length) {
    const data = visibleData(attendance, attendance.data);
    assignments = await applyAssignments(screen.atribuicoes, { data, properties: assignments }, env);
  }
  if (solved) assignments = { ...assignments, fila: SELF_SERVICE_QUEUE, state: CLOSED_STATE };
  return advance(attendance, {
    data: attendance.data,
    assignments,
    attachments: attendance.attachments,
    next: checkTarget(attendance.tree, solved ? screen.telaSim : screen.telaNao),
    solved,
  });
}
