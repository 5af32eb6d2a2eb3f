import { LoadingIndicator } from '@chamados/portal-ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { redirectToLogin } from './auth-actions';
import type { Session } from './auth-slice';
import { useSession } from './use-session';

/**
 * The live session; without one, sends the visitor to the SSO login, which brings them back to
 * the page the router is on (built from the router's location, so it is right in any router)
 * with `?ticket=`. Shared by both guards.
 */
export function useSessionOrLogin(): Session | null {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const returnUrl = new URL(`${pathname}${search}${hash}`, window.location.origin).href;
  useEffect(() => {
    if (!session) redirectToLogin({ href: returnUrl });
  }, [session, returnUrl]);
  return session;
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
