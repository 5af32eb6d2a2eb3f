/**
 * Thrown by the attendance functions only when the tree or the call is wrong: a screen or option
 * that does not exist, or an action that does not fit the current screen. A verified tree walked
 * through its own screens never throws it.
 * @example new AttendanceError('A tela "x" não existe na árvore.').name // 'AttendanceError'
 */
export class AttendanceError extends Error {
  override name = 'AttendanceError';
}
