import type { Dispatch } from '@reduxjs/toolkit';
import { signingOut } from './auth-slice';
import { clearSessionData, type SessionStorage } from './session-data';
import { loginUrl, logoutUrl } from './sso';
import { writeToken } from './token-storage';

/** Where the browser goes; injectable so tests need not leave the page. */
export interface Navigator {
  assign(url: string): void;
}

/** Sends the user to SSO login, to come back to the page they are on. */
export function redirectToLogin(
  location: Pick<Location, 'href'> = window.location,
  nav: Navigator = window.location,
): void {
  nav.assign(loginUrl(location.href));
}

/**
 * Clears the session and the user's stored data (an attendance in progress), then leaves through
 * the SSO logout page (spec §6). The state says the user is signing out, so a restricted page's
 * guard does not replace the logout with a login redirect.
 */
export function logout(
  dispatch: Dispatch,
  {
    storage = window.localStorage,
    location = window.location,
    nav = window.location,
  }: { storage?: SessionStorage; location?: Pick<Location, 'origin'>; nav?: Navigator } = {},
): void {
  writeToken(storage, null);
  clearSessionData(storage);
  dispatch(signingOut());
  nav.assign(logoutUrl(location.origin));
}
