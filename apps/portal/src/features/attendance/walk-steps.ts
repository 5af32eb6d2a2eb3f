import { goBack, type Attendance, type FormValues } from '@chamados/tree-engine';
import type { ForwardStep, StoredWalk } from './attendance-storage';

/** A new id for a walk: the history entries it pushes carry it (walk-entry.ts). */
function walkId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A walk started from a card, with the signed attendance id the server gave it (its ticket is
 * replayed against it): no step to go forward to yet.
 * @example setWalk(newWalk(startAttendance(started.arvore), started.atendimento))
 */
export function newWalk(attendance: Attendance, atendimento: string): StoredWalk {
  return { id: walkId(), atendimento, attendance, forward: [] };
}

/** How many screens the user has answered: the walk's position, and its history entry's `step`. */
export const walkDepth = (walk: StoredWalk) => walk.attendance.history.length;

/**
 * The walk `steps` screens back (tree-engine's `goBack`), each screen left kept for Forward. What
 * was typed on the screen left and not sent (`typed`) goes with it: Forward, or answering the
 * screen before the same way, shows it again. Never past the first screen.
 * @example stepsBack(walk, 1).attendance.current // the screen before
 */
export function stepsBack(walk: StoredWalk, steps: number, typed?: FormValues): StoredWalk {
  let attendance = walk.attendance;
  const forward = [...walk.forward];
  for (let i = 0; i < steps; i++) {
    const previous = goBack(attendance);
    if (!previous) break;
    const { tree: _tree, ...step } = attendance;
    forward.unshift(i === 0 && typed ? { ...step, data: { ...step.data, ...typed } } : step);
    attendance = previous;
  }
  return { ...walk, attendance, forward };
}

/** Whether a kept step is the one that follows `attendance` (not a leftover of another branch). */
function follows(step: ForwardStep, attendance: Attendance): boolean {
  const depth = attendance.history.length;
  return step.history.length === depth + 1 && step.history[depth]?.screen === attendance.current;
}

/**
 * The walk up to `steps` screens forward again, through the steps kept by {@link stepsBack}, with
 * every answer given there. `taken` says how many it could take (fewer when the steps are gone).
 * @example stepsForward(stepsBack(walk, 1), 1).walk.attendance // walk.attendance, as it was
 */
export function stepsForward(walk: StoredWalk, steps: number): { walk: StoredWalk; taken: number } {
  let attendance = walk.attendance;
  let forward = walk.forward;
  let taken = 0;
  while (taken < steps && forward[0] && follows(forward[0], attendance)) {
    attendance = { ...forward[0], tree: attendance.tree };
    forward = forward.slice(1);
    taken++;
  }
  return { walk: { ...walk, attendance, forward }, taken };
}

/**
 * The walk after an answer moved it one screen on (`next` from tree-engine). The steps kept for
 * Forward came from the old answer and are dropped; but when the answer leads to the same screen
 * as before, what the user had entered there comes back with it (they went back to change
 * something earlier, not to type everything again).
 * @example advanceWalk(walk, chooseOption(walk.attendance, 'eduroam'))
 */
export function advanceWalk(walk: StoredWalk, next: Attendance): StoredWalk {
  const kept = walk.forward[0];
  const sameScreen = kept !== undefined && follows(kept, walk.attendance) && kept.current === next.current;
  const attendance = sameScreen && Object.keys(next.data).length === 0 ? { ...next, data: kept.data } : next;
  return { ...walk, attendance, forward: [] };
}

/**
 * Whether dropping the walk throws answers away: a screen answered, or something typed on the
 * current form (`typed`). A walk at its first screen with nothing typed is dropped without asking.
 * @example holdsAnswers(walk.attendance, draft !== undefined)
 */
export function holdsAnswers(attendance: Attendance, typed: boolean): boolean {
  return attendance.history.length > 0 || typed;
}
