import type { Attendance } from '@chamados/tree-engine';

/**
 * A key for the step an attendance is at: it changes on every move forward or back, even back to a
 * screen seen before. The app tags the form values it computed with it, so values meant for one
 * screen are never shown on another.
 * @example attendanceStep(startAttendance(tree)) // '0:qual-rede'
 */
export function attendanceStep(attendance: Pick<Attendance, 'history' | 'current'>): string {
  return `${attendance.history.length}:${attendance.current}`;
}
