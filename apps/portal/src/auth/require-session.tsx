import { LoadingIndicator } from '@chamados/portal-ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { redirectToLogin } from './auth-actions';
import { useSelector } from 'react-redux';
import { selectSigningOut, type AuthRootState, type Session } from './auth-slice';
import { useSessionKnown } from './session-known';
import { useSession } from './use-session';

/**
 * The live session: undefined while it is not known yet (hydrating a prerendered page), null
 * without one — and then the visitor goes to the SSO login, which brings them back to the page
 * the router is on (built from the router's location, so it is right in any router) with
 * `?ticket=` — unless they are signing out ('Sair' is already leaving for the SSO logout page,
 * which a login redirect would cancel). Shared by both guards.
 */
export function useSessionOrLogin(): Session | null | undefined {
  const known = useSessionKnown();
  const session = useSession();
  const leaving = useSelector((state: AuthRootState) => selectSigningOut(state));
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (known && !session && !leaving) {
      redirectToLogin({ href: new URL(returnTo, window.location.origin).href });
    }
  }, [known, session, leaving, returnTo]);
  return known ? session : undefined;
}

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  /**
   * While the session is not known yet (a prerendered page hydrating), render the page anyway:
   * for a page whose first screen shows nothing of the user's (the service panel's frame and the
   * public tree list), so its HTML can be prerendered. Once the session is known the rule holds.
   */
  whilePending?: boolean;
}

/**
 * Layout route of the pages that need a signed-in user (spec §6: 'login'). Without a live
 * session the visitor goes to sign-on and comes back here; meanwhile the page shows it is
 * loading, never the restricted content.
 */
export function RequireSession({ whilePending = false }: RequireSessionProps) {
  const known = useSessionKnown();
  const session = useSessionOrLogin();
  return session || (whilePending && !known) ? <Outlet /> : <LoadingIndicator page />;
}
