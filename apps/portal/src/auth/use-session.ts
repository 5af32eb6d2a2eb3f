import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectSession, type AuthRootState, type Session } from './auth-slice';

const noSubscription = () => () => {};

/**
 * Whether the session can be known on this render: false while React hydrates a page that was
 * prerendered at build time (where nobody is signed in), true on every other render. Whatever
 * depends on the session waits for it, so hydration matches the prerendered HTML and the right
 * content follows in the very next render.
 */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The signed-in user (name, admin flag, user id, claims), or null when logged out — and null
 * while the session is not known yet (see {@link useSessionKnown}).
 */
export function useSession(): Session | null {
  const known = useSessionKnown();
  const session = useSelector((state: AuthRootState) => selectSession(state));
  return known ? session : null;
}
