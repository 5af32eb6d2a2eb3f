import { UNSAFE_createBrowserHistory, type To } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/** A navigation the app is about to make: where from, where to. */
export interface PendingNavigation {
  currentPathname: string;
  nextPathname: string;
}

/** Decides whether a navigation waits for the user's answer (true) or goes ahead. */
export type NavigationGuard = (navigation: PendingNavigation) => boolean;

/** The browser history the router runs on, able to hold a navigation until a guard lets it go. */
export interface GuardedHistory extends BrowserHistory {
  /**
   * Installs `guard` (one at a time); `onBlocked` hears of each navigation it holds. Returns the
   * uninstaller.
   */
  guard(guard: NavigationGuard, onBlocked: () => void): () => void;
  /** Lets the held navigation go; false when none is held. */
  proceed(): boolean;
  /** Drops the held navigation: the user stays. */
  reset(): void;
}

/**
 * The browser history for react-router's declarative mode, with what the data router's
 * `useBlocker` gave the admin's tree form: in-app links and `navigate` (push, replace) are held
 * before they happen; the browser's back and forward (pop) have already moved the address, so
 * the history steps back to where the user was and, on proceed, forward again.
 * @example <HistoryRouter history={createGuardedHistory()}>…</HistoryRouter>
 */
export function createGuardedHistory(window: Window = globalThis.window): GuardedHistory {
  const inner = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  const listeners = new Set<(update: Update) => void>();
  let active: { guard: NavigationGuard; onBlocked: () => void } | undefined;
  let held: (() => void) | undefined;
  // A pop this history makes itself (undoing a held back/forward, or redoing it) is not a user's.
  let undoing = false;
  let redoing = false;
  let lastPathname = inner.location.pathname;

  const blocks = (nextPathname: string) =>
    active?.guard({ currentPathname: lastPathname, nextPathname }) === true;
  const hold = (navigation: () => void) => {
    held = navigation;
    active?.onBlocked();
  };

  inner.listen((update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (update.action === 'POP' && !redoing && update.delta && blocks(update.location.pathname)) {
      const delta = update.delta;
      undoing = true;
      inner.go(-delta);
      hold(() => {
        redoing = true;
        inner.go(delta);
      });
      return;
    }
    redoing = false;
    lastPathname = update.location.pathname;
    for (const listener of listeners) listener(update);
  });

  const pathnameOf = (to: To) => inner.createURL(to).pathname;

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push(to, state) {
      if (blocks(pathnameOf(to))) hold(() => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      if (blocks(pathnameOf(to))) hold(() => inner.replace(to, state));
      else inner.replace(to, state);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard(guard, onBlocked) {
      const installed = { guard, onBlocked };
      active = installed;
      return () => {
        if (active !== installed) return;
        active = undefined;
        held = undefined;
      };
    },
    proceed() {
      const navigation = held;
      held = undefined;
      if (!navigation) return false;
      navigation();
      return true;
    },
    reset() {
      held = undefined;
    },
  };
}
