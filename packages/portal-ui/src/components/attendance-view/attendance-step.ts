import type { Attendance } from '@chamados/tree-engine';

/**
 * A React key for the step an attendance is at: two consecutive steps never share it (each move
 * changes the history's length), so every screen is mounted fresh.
 * @example attendanceStep(startAttendance(tree)) // '0:qual-rede'
 */
export function attendanceStep(attendance: Pick<Attendance, 'history' | 'current'>): string {
  return `${attendance.history.length}:${attendance.current}`;
}
