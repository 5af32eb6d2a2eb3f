import type { Attendance, FormValues } from '@chamados/tree-engine';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { attendanceKey, type StoredWalk } from './attendance-storage';
import { leaveWalk } from './leave-walk';
import { currentEntryState, isEntryOf, nextEntryState, walkEntryOf } from './walk-entry';
import { advanceWalk, stepsBack, stepsForward, walkDepth } from './walk-steps';

/** Options of {@link useWalkHistory}. */
export interface WalkHistoryOptions {
  userId: string;
  walk: StoredWalk;
  setWalk: (next: StoredWalk | null) => void;
  /** What is typed on the current form and not sent yet; kept with the screen when going back. */
  typedValues: () => FormValues | undefined;
  /**
   * The current form's values when they differ from the answers it was left with (the user went
   * back and changed them): Forward then sends them, as 'Avançar' would.
   */
  changedFormValues: () => FormValues | undefined;
  /** Sends a form held back by Forward, once the browser is on the form's entry again. */
  submitForm: (values: FormValues) => void;
  /** 'Novo Chamado' is asking whether to discard the walk: the entry on screen is not the walk's. */
  paused: boolean;
  /**
   * The walk was just started from the panel on screen and its first entry is on its way (the
   * router applies a navigation as a transition, after the walk has rendered): the panel's entry
   * is left alone, not taken over.
   */
  justStarted: boolean;
}

/**
 * Makes every walk screen a browser history entry (issue 17): each answer pushes one; the
 * browser's Back returns to the screen before with its answers, Forward re-advances through the
 * steps kept (or sends a form whose answers were changed), Back from the first screen leaves the
 * walk, and a reload, a new tab or another tab's move relabels the entry on screen. `leaving`
 * is set while the walk is being dropped, so the guard lets the history go.
 * @example const history = useWalkHistory({ userId, walk, setWalk, typedValues, changedFormValues, submitForm, paused: false });
 */
export function useWalkHistory(options: WalkHistoryOptions) {
  const { userId, walk, setWalk, paused, justStarted } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const entry = walkEntryOf(location.state);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  // The location handled last, and whether it showed this walk.
  const handled = useRef<{ key: string; shown: boolean } | undefined>(undefined);
  const pendingSubmit = useRef<FormValues | undefined>(undefined);
  const leaving = useRef(false);
  const movedElsewhere = useRef(false);

  const drop = () => {
    leaving.current = true;
    setWalk(null);
  };

  const forward = (steps: number) => {
    const changed = options.changedFormValues();
    if (changed) {
      // The answers on this form changed: the steps kept ahead came from the old ones. Back to
      // this form's entry, then send it, which pushes the next screen in place of the old ones.
      pendingSubmit.current = changed;
      void navigate(-steps);
      return;
    }
    const moved = stepsForward(walk, steps);
    if (moved.taken > 0) setWalk(moved.walk);
    // Fewer steps kept than entries (another tab changed the walk): this entry shows where it got.
    if (moved.taken < steps) void navigate(here, { replace: true, state: currentEntryState(moved.walk) });
  };

  const onLocation = useEffectEvent(() => {
    const previous = handled.current;
    if (previous?.key === location.key) return;
    handled.current = { key: location.key, shown: false };
    if (paused) return;
    const depth = walkDepth(walk);
    if (isEntryOf(entry, walk)) {
      handled.current.shown = true;
      if (entry.step < depth) setWalk(stepsBack(walk, depth - entry.step, options.typedValues()));
      else if (entry.step > depth) forward(entry.step - depth);
      else if (pendingSubmit.current) {
        const values = pendingSubmit.current;
        pendingSubmit.current = undefined;
        options.submitForm(values);
      }
      return;
    }
    if (previous?.shown && navigationType === 'POP') {
      // Back from the first screen (or a jump out of the walk): the walk is dropped, as Voltar
      // there drops it (the guard asked first when it held answers). An entry of another,
      // finished walk leads on to its panel.
      drop();
      if (entry) leaveWalk(navigate, location, entry);
      return;
    }
    if (justStarted && !entry) return;
    // A reload in a new tab, an arrival from another page, or an entry of a walk since ended:
    // this entry shows the walk from now on.
    handled.current.shown = true;
    void navigate(here, { replace: true, state: currentEntryState(walk) });
  });
  // Before paint: the screen of the entry shows, never a frame of the one left.
  useLayoutEffect(() => onLocation(), [location.key]);

  // Another tab of the same user moved the walk: the entry on screen says where it is now.
  useEffect(() => {
    const key = attendanceKey(userId);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) movedElsewhere.current = true;
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);
  const onWalkMoved = useEffectEvent(() => {
    if (!movedElsewhere.current || paused) return;
    movedElsewhere.current = false;
    if (!isEntryOf(entry, walk) || entry.step !== walkDepth(walk))
      void navigate(here, { replace: true, state: currentEntryState(walk) });
  });
  useEffect(() => onWalkMoved(), [walk]);

  return {
    leaving,
    /** An answer moved the walk one screen on: a new entry. */
    advance(next: Attendance) {
      const moved = advanceWalk(walk, next);
      setWalk(moved);
      void navigate(here, { state: nextEntryState(moved, entry) });
    },
    /** Voltar on a screen after the first: the browser's Back when the entry behind is that screen. */
    back() {
      if (isEntryOf(entry, walk) && entry.step === walkDepth(walk) && entry.back > 0) {
        void navigate(-1);
        return;
      }
      const moved = stepsBack(walk, 1, options.typedValues());
      setWalk(moved);
      void navigate(here, { replace: true, state: currentEntryState(moved) });
    },
    /** Drops the walk and shows the service panel (Cancelar, Voltar on the first screen). */
    discard() {
      drop();
      leaveWalk(navigate, location, isEntryOf(entry, walk) ? entry : undefined);
    },
    /** The walk is dropped, the entry left as it is (the ticket's dialog closed, or a navigation takes over). */
    ended() {
      drop();
    },
    /** After a ticket created closed: the panel, as after Cancelar. */
    leave() {
      leaveWalk(navigate, location, isEntryOf(entry, walk) ? entry : undefined);
    },
    /** 'Novo Chamado' asked and the user kept the walk: the entry shows it as before. */
    keep(previous: unknown) {
      const kept = walkEntryOf(previous);
      const same = isEntryOf(kept, walk) && kept.step === walkDepth(walk);
      void navigate(here, { replace: true, state: same ? previous : currentEntryState(walk) });
    },
  };
}
