import type { Attendance, AttachmentFile, FormValues, Properties } from '../types';

/** What processing the current screen produced. @example advance(a, { data: {}, assignments: {}, attachments: [], next: '#final' }) */
export interface ScreenOutcome {
  /** Data of the processed screen, restored if the user comes back to it. */
  data: FormValues;
  assignments: Properties;
  attachments: AttachmentFile[];
  next: string;
  /** The option chosen (options screen), kept so the walk can be worded later. */
  choice?: string;
  /** The tutorial's answer, kept so the walk can be worded later. */
  solved?: boolean;
}

/**
 * Moves to the next screen: pushes the processed one on the history (with its data and the state
 * before it), clears the form data and logs the new screen.
 * @example advance(a, { data: values, assignments, attachments, next: 'descreva' }).history.length // a.history.length + 1
 */
export function advance(attendance: Attendance, outcome: ScreenOutcome): Attendance {
  return {
    tree: attendance.tree,
    history: [
      ...attendance.history,
      {
        screen: attendance.current,
        data: outcome.data,
        assignments: attendance.assignments,
        log: attendance.log,
        attachments: attendance.attachments,
        ...(outcome.choice !== undefined ? { choice: outcome.choice } : {}),
        ...(outcome.solved !== undefined ? { solved: outcome.solved } : {}),
      },
    ],
    current: outcome.next,
    assignments: outcome.assignments,
    data: {},
    attachments: outcome.attachments,
    log: [...attendance.log, outcome.next],
  };
}

/**
 * The form data conditions and placeholders see: earlier screens' data, the most recent winning,
 * under the current screen's. Fields of earlier screens stay readable, as the verifier's
 * "variable on every path" rule assumes.
 * @example visibleData(a, { telefone: '31 9999' }).predio // the predio entered on an earlier screen
 */
export function visibleData(attendance: Attendance, current: FormValues): FormValues {
  let merged: FormValues = {};
  for (const entry of attendance.history) merged = { ...merged, ...entry.data };
  return { ...merged, ...current };
}
