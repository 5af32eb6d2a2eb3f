import type { Attendance, AttendanceEnv, Tree } from '../types';
import { checkTarget } from './current-screen';

/**
 * Starts an attendance at the tree's initial screen; the log holds the tree name and that screen.
 * `inicial: '#final'` (a tree that only opens a ticket) starts at the final screen.
 * `env` is accepted for a uniform call shape and not used: starting needs no outside data.
 * @example startAttendance(tree).log // [tree.nome, tree.inicial]
 */
export function startAttendance(tree: Tree, _env?: AttendanceEnv): Attendance {
  return {
    tree,
    history: [],
    current: checkTarget(tree, tree.inicial),
    assignments: {},
    data: {},
    attachments: [],
    log: [tree.nome, tree.inicial],
  };
}
