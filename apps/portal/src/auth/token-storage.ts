/** The localStorage key of the SSO token. */
export const TOKEN_STORAGE_KEY = 'chamados.token';

/** The subset of Storage the auth feature needs, so tests can pass a Map-backed fake. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readToken(storage: TokenStorage): string | null {
  try {
    return storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Private modes and blocked storage throw: the user is simply logged out.
    return null;
  }
}

export function writeToken(storage: TokenStorage, token: string | null): void {
  try {
    if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
    else storage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Same as above: without storage the session lasts as long as the page.
  }
}
