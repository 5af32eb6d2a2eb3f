import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

// True outside any provider: a render that does not hydrate (a client-only page, a test) knows
// the session at once.
const SessionKnownContext = createContext(true);

/** Props of {@link SessionKnownProvider}. */
export interface SessionKnownProviderProps {
  /** The tree renders over prerendered HTML (or is that prerender): the session starts unknown. */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Says whether the session can be known yet (see {@link useSessionKnown}). While hydrating, the
 * first render matches the prerendered HTML, where nobody is signed in; right after it, one
 * transition makes the session known. A transition, not a store update: React renders it in
 * slices that yield to the browser, where a `useSyncExternalStore` switch re-rendered the whole
 * app in one synchronous task (the largest block of /atendimento's load on a phone).
 */
export function SessionKnownProvider({ hydrating, children }: SessionKnownProviderProps) {
  const [known, setKnown] = useState(!hydrating);
  useEffect(() => {
    if (!known) startTransition(() => setKnown(true));
  }, [known]);
  return <SessionKnownContext value={known}>{children}</SessionKnownContext>;
}

/**
 * Whether the session can be known on this render: false while React hydrates a page that was
 * prerendered at build time (where nobody is signed in) and until the transition that follows,
 * true on every other render. Whatever depends on the session waits for it, so hydration matches
 * the prerendered HTML and the right content follows in the next render.
 */
export function useSessionKnown(): boolean {
  return use(SessionKnownContext);
}
