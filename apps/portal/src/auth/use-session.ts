import { useSelector } from 'react-redux';
import { selectSession, type AuthRootState, type Session } from './auth-slice';

/** The signed-in user (name, admin flag, user id, claims), or null when logged out. */
export function useSession(): Session | null {
  return useSelector((state: AuthRootState) => selectSession(state));
}
