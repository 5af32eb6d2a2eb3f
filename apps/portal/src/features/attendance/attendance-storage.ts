import { currentScreen, type Attendance } from '@chamados/tree-engine';
import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_DATA_PREFIX } from '../../auth';

type AttendanceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key of one user's attendance in progress; 'Sair' clears every key under the prefix. */
export const attendanceKey = (userId: string) => `${SESSION_DATA_PREFIX}atendimento.${userId}`;

/**
 * The key of the form being filled in on the attendance's current screen (form-draft-storage.ts):
 * under the same prefix, so 'Sair' clears it, and dropped whenever the attendance moves or ends.
 */
export const formDraftKey = (userId: string) => `${attendanceKey(userId)}.rascunho`;

const listeners = new Set<() => void>();

const noStorage: AttendanceStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};
// getSnapshot must answer the same object while nothing changed: parse each stored text once.
let cache: { key: string; raw: string | null; value: Attendance | null } | undefined;

function parse(raw: string | null): Attendance | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Attendance;
    if (
      !value ||
      typeof value !== 'object' ||
      !Array.isArray(value.history) ||
      !Array.isArray(value.log)
    )
      return null;
    currentScreen(value); // throws for a screen its tree lacks: a damaged record is dropped
    return value;
  } catch {
    return null;
  }
}

function read(storage: AttendanceStorage, key: string): Attendance | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    raw = null;
  }
  if (cache?.key !== key || cache.raw !== raw) cache = { key, raw, value: parse(raw) };
  return cache.value;
}

/**
 * Stores (or, with null, removes) a user's attendance. An attendance with large attachments may
 * not fit the browser's quota: then nothing stays stored (an older step must not come back on a
 * reload) and the walk goes on in the page.
 */
export function writeAttendance(
  storage: AttendanceStorage,
  userId: string,
  attendance: Attendance | null,
): void {
  const key = attendanceKey(userId);
  const raw = attendance ? JSON.stringify(attendance) : null;
  // The form typed on the step left behind is no draft of the next one (form-draft-storage.ts).
  try {
    storage.removeItem(formDraftKey(userId));
  } catch {
    // Storage blocked altogether.
  }
  try {
    if (raw) storage.setItem(key, raw);
    else storage.removeItem(key);
    cache = { key, raw, value: attendance };
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked altogether.
    }
    cache = { key, raw: null, value: attendance };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same user moved the walk on, or ended it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The user's attendance in progress, kept in localStorage under their id so it survives a reload
 * and a closed tab (issue 9, beyond the spec), and the setter that keeps it there.
 * @example const [attendance, setAttendance] = useStoredAttendance(session.userId);
 */
export function useStoredAttendance(
  userId: string,
  // The build's prerender has no window (and nothing stored: the server snapshot is null).
  storage: AttendanceStorage = typeof window === 'undefined' ? noStorage : window.localStorage,
): [Attendance | null, (next: Attendance | null) => void] {
  const key = attendanceKey(userId);
  const attendance = useSyncExternalStore(
    subscribe,
    () => read(storage, key),
    () => null,
  );
  const set = useCallback(
    (next: Attendance | null) => writeAttendance(storage, userId, next),
    [storage, userId],
  );
  return [attendance, set];
}
