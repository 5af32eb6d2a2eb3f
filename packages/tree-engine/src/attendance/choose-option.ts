import { runtimeMessages } from '../messages/runtime';
import type { Attendance } from '../types';
import { advance } from './advance';
import { AttendanceError } from './attendance-error';
import { checkTarget, currentScreenOfType } from './current-screen';

/**
 * Picks an option of the current options screen and moves to the screen it names.
 * Throws `AttendanceError` for an option the screen lacks.
 * @example chooseOption(attendance, 'eduroam').current // 'tutorial-eduroam'
 */
export function chooseOption(attendance: Attendance, option: string): Attendance {
  const screen = currentScreenOfType(attendance, 'opcoes');
  const options = screen.opcoes ?? {};
  const target = Object.hasOwn(options, option) ? options[option] : undefined;
  if (target === undefined) throw new AttendanceError(runtimeMessages.optionNotFound(option, attendance.current));
  return advance(attendance, {
    data: attendance.data,
    assignments: attendance.assignments,
    attachments: attendance.attachments,
    next: checkTarget(attendance.tree, target),
    choice: option,
  });
}
