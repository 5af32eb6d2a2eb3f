import type { Attendance } from '../types';

/**
 * Returns to the previous screen with the data entered there and the properties, log and
 * attachments it had before; with an empty history it gives null: the attendance is dropped.
 * @example goBack(chooseOption(startAttendance(tree), 'eduroam'))?.current // tree.inicial
 */
export function goBack(attendance: Attendance): Attendance | null {
  const previous = attendance.history.at(-1);
  if (!previous) return null;
  return {
    tree: attendance.tree,
    history: attendance.history.slice(0, -1),
    current: previous.screen,
    assignments: previous.assignments,
    data: previous.data,
    attachments: previous.attachments,
    log: previous.log,
  };
}
