import { useSelector } from 'react-redux';
import { selectSession, type AuthRootState, type Session } from './auth-slice';
import { useSessionKnown } from './session-known';

/**
 * The signed-in user (name, admin flag, user id, claims), or null when logged out — and null
 * while the session is not known yet (see {@link useSessionKnown}).
 */
export function useSession(): Session | null {
  const known = useSessionKnown();
  const session = useSelector((state: AuthRootState) => selectSession(state));
  return known ? session : null;
}
