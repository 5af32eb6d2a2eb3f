import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { GuardedHistory, NavigationGuard } from './guarded-history';

/** The history main.tsx runs the router on; absent in tests that build their own router. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/** What {@link useLeaveGuard} answers: react-router's `useBlocker` shape. */
export interface LeaveGuard {
  state: 'unblocked' | 'blocked';
  proceed: () => void;
  reset: () => void;
}

/**
 * Holds the app's navigations that `shouldBlock` picks (read at each navigation, so it may close
 * over the latest state) until the user answers: `proceed` goes, `reset` stays. The declarative
 * router has no `useBlocker`; this one works on main.tsx's {@link GuardedHistory}, and without it
 * (a test's memory router) never blocks.
 * @example const guard = useLeaveGuard(({ currentPathname, nextPathname }) => dirty && currentPathname !== nextPathname);
 */
export function useLeaveGuard(shouldBlock: NavigationGuard): LeaveGuard {
  const history = useContext(GuardedHistoryContext);
  const [state, setState] = useState<LeaveGuard['state']>('unblocked');
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () => history?.guard((navigation) => latest.current(navigation), () => setState('blocked')),
    [history],
  );
  return {
    state,
    proceed: () => {
      setState('unblocked');
      history?.proceed();
    },
    reset: () => {
      setState('unblocked');
      history?.reset();
    },
  };
}
