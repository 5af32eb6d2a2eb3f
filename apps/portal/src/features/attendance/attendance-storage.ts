import { currentScreen, type Attendance } from '@chamados/tree-engine';
import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_DATA_PREFIX } from '../../auth';

type AttendanceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A step the user went back over, kept for the browser's Forward: an attendance without its tree. */
export type ForwardStep = Omit<Attendance, 'tree'>;

/**
 * One user's walk in progress: the attendance, an id that the browser history entries of this walk
 * carry (walk-entry.ts), and the steps the user went back over, nearest first (walk-steps.ts).
 */
export interface StoredWalk {
  id: string;
  /**
   * The signed attendance id the server gave the walk when it started: its ticket's creation is
   * replayed against it (the tree and version it started on). Absent in a walk stored before
   * walks had one: its creation asks for a new one.
   */
  atendimento?: string;
  attendance: Attendance;
  forward: ForwardStep[];
}

/** The key of one user's walk in progress; 'Sair' clears every key under the prefix. */
export const attendanceKey = (userId: string) => `${SESSION_DATA_PREFIX}atendimento.${userId}`;

/**
 * The key of the form being filled in on the attendance's current screen (form-draft-storage.ts):
 * under the same prefix, so 'Sair' clears it, and dropped whenever the attendance moves or ends.
 */
export const formDraftKey = (userId: string) => `${attendanceKey(userId)}.rascunho`;

// A walk stored before walks had ids (a bare attendance): its history entries carried none.
const LEGACY_ID = 'anterior';

const listeners = new Set<() => void>();

const noStorage: AttendanceStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};
// getSnapshot must answer the same object while nothing changed: parse each stored text once.
let cache: { key: string; raw: string | null; value: StoredWalk | null } | undefined;

function isAttendance(value: unknown): value is Attendance {
  const candidate = value as Partial<Attendance> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.history) &&
    Array.isArray(candidate.log)
  );
}

function parse(raw: string | null): StoredWalk | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredWalk> | Attendance;
    const walk: StoredWalk | null = isAttendance(value)
      ? { id: LEGACY_ID, attendance: value, forward: [] }
      : typeof value.id === 'string' && isAttendance(value.attendance)
        ? {
            id: value.id,
            ...(typeof value.atendimento === 'string' ? { atendimento: value.atendimento } : {}),
            attendance: value.attendance,
            forward: Array.isArray(value.forward) ? value.forward : [],
          }
        : null;
    if (!walk) return null;
    currentScreen(walk.attendance); // throws for a screen its tree lacks: a damaged record is dropped
    return walk;
  } catch {
    return null;
  }
}

function read(storage: AttendanceStorage, key: string): StoredWalk | null {
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
 * Stores (or, with null, removes) a user's walk. A walk with large attachments may not fit the
 * browser's quota: then nothing stays stored (an older step must not come back on a reload) and
 * the walk goes on in the page.
 */
export function writeWalk(storage: AttendanceStorage, userId: string, walk: StoredWalk | null): void {
  const key = attendanceKey(userId);
  const raw = walk ? JSON.stringify(walk) : null;
  // The form typed on the step left behind is no draft of the next one (form-draft-storage.ts).
  try {
    storage.removeItem(formDraftKey(userId));
  } catch {
    // Storage blocked altogether.
  }
  try {
    if (raw) storage.setItem(key, raw);
    else storage.removeItem(key);
    cache = { key, raw, value: walk };
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked altogether.
    }
    cache = { key, raw: null, value: walk };
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

/** The user's walk as stored right now (what a change replaces). */
export const storedWalk = (storage: AttendanceStorage, userId: string): StoredWalk | null => read(storage, attendanceKey(userId));

/** The browser's storage, or none while prerendering (no window, nothing stored). */
export const attendanceStorage = (): AttendanceStorage =>
  typeof window === 'undefined' ? noStorage : window.localStorage;

/**
 * The user's walk in progress, kept in localStorage under their id so it survives a reload and a
 * closed tab (issue 9, beyond the spec), and the setter that keeps it there.
 * @example const [walk, setWalk] = useStoredWalk(session.userId);
 */
export function useStoredWalk(
  userId: string,
  storage: AttendanceStorage = attendanceStorage(),
): [StoredWalk | null, (next: StoredWalk | null) => void] {
  const key = attendanceKey(userId);
  const walk = useSyncExternalStore(
    subscribe,
    () => read(storage, key),
    () => null,
  );
  const set = useCallback(
    (next: StoredWalk | null) => writeWalk(storage, userId, next),
    [storage, userId],
  );
  return [walk, set];
}
