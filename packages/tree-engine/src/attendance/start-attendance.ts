import type { Attendance, AttendanceEnv, Tree } from '../types';
import { screenNamed } from './current-screen';

/**
 * Starts an attendance at the tree's initial screen; the log holds the tree name and that screen.
 * `env` is accepted for a uniform call shape and not used: starting needs no outside data.
 * @example startAttendance(tree).log // [tree.nome, tree.inicial]
 */
export function startAttendance(tree: Tree, _env?: AttendanceEnv): Attendance {
  screenNamed(tree, tree.inicial);
  return {
    tree,
    history: [],
    current: tree.inicial,
    assignments: {},
    data: {},
    attachments: [],
    log: [tree.nome, tree.inicial],
  };
}
