import { END_SCREEN } from '../constants';
import { runtimeMessages } from '../messages/runtime';
import type { Attendance, FinalScreenName, Screen, ScreenType, Tree } from '../types';
import { AttendanceError } from './attendance-error';

/**
 * The screen the attendance shows now, or '#final'. Throws `AttendanceError` if the tree lacks it.
 * @example currentScreen(startAttendance(tree)).nome // tree.inicial
 */
export function currentScreen(attendance: Attendance): Screen | FinalScreenName {
  if (attendance.current === END_SCREEN) return END_SCREEN;
  return screenNamed(attendance.tree, attendance.current);
}

/**
 * Whether the attendance reached '#final', where the ticket is created.
 * @example isAtFinal(startAttendance(tree)) // false
 */
export function isAtFinal(attendance: Attendance): boolean {
  return attendance.current === END_SCREEN;
}

/** The screen named `name`, with its `nome` filled in; throws `AttendanceError` when missing. @example screenNamed(tree, 'descreva').tipo // 'formulario' */
export function screenNamed(tree: Tree, name: string): Screen {
  const screen = Object.hasOwn(tree.telas, name) ? tree.telas[name] : undefined;
  if (!screen) throw new AttendanceError(runtimeMessages.screenNotFound(name));
  return screen.nome === name ? screen : { ...screen, nome: name };
}

/** The current screen, which must be of type `tipo` (the action called must fit the screen). @example currentScreenOfType(a, 'opcoes').opcoes */
export function currentScreenOfType<T extends ScreenType>(attendance: Attendance, tipo: T): Extract<Screen, { tipo: T }> {
  if (attendance.current === END_SCREEN) throw new AttendanceError(runtimeMessages.atFinalScreen);
  const screen = screenNamed(attendance.tree, attendance.current);
  if (screen.tipo !== tipo) throw new AttendanceError(runtimeMessages.wrongScreenType(attendance.current, tipo, screen.tipo));
  return screen as Extract<Screen, { tipo: T }>;
}

/** Checks a flow or option target: '#final' or a screen of the tree. @example checkTarget(tree, '#final') // '#final' */
export function checkTarget(tree: Tree, target: string): string {
  if (target !== END_SCREEN) screenNamed(tree, target);
  return target;
}
