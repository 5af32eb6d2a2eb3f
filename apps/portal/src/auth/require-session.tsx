import { LoadingIndicator } from '@chamados/portal-ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { redirectToLogin } from './auth-actions';
import type { Session } from './auth-slice';
import { useSession, useSessionKnown } from './use-session';

/**
 * The live session: undefined while it is not known yet (hydrating a prerendered page), null
 * without one — and then the visitor goes to the SSO login, which brings them back to the page
 * the router is on (built from the router's location, so it is right in any router) with
 * `?ticket=`. Shared by both guards.
 */
export function useSessionOrLogin(): Session | null | undefined {
  const known = useSessionKnown();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (known && !session) {
      redirectToLogin({ href: new URL(returnTo, window.location.origin).href });
    }
  }, [known, session, returnTo]);
  return known ? session : undefined;
}

/**
 * Layout route of the pages that need a signed-in user (spec §6: 'login'). Without a live
 * session the visitor goes to sign-on and comes back here; meanwhile the page shows it is
 * loading, never the restricted content.
 */
export function RequireSession() {
  const session = useSessionOrLogin();
  return session ? <Outlet /> : <LoadingIndicator />;
}
