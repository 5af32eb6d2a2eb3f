import { decodeToken, isTokenValid } from '@chamados/portal-api';
import { readToken, writeToken, type TokenStorage } from './token-storage';

/** Query parameters the SSO adds on its way back, removed once read (spec §6). */
const SSO_PARAMS = ['ticket', 'redirect'] as const;

/**
 * Runs once at start-up, before the first render: a `?ticket=` in the URL becomes the session
 * token (stored), `ticket` and `redirect` leave the URL (the token must not stay in the address
 * bar, history or a shared link), and a stored token that is malformed or expired is dropped.
 * Returns the token of a live session, or null.
 */
export function takeTicketFromUrl(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: TokenStorage,
  now: number = Date.now(),
): string | null {
  const url = new URL(location.href);
  const ticket = url.searchParams.get('ticket');
  if (SSO_PARAMS.some((name) => url.searchParams.has(name))) {
    for (const name of SSO_PARAMS) url.searchParams.delete(name);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (ticket) writeToken(storage, ticket);

  const token = readToken(storage);
  if (token && !isTokenValid(decodeToken(token), now)) {
    writeToken(storage, null);
    return null;
  }
  return token;
}
