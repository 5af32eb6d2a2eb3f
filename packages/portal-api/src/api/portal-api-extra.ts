/**
 * What the app hands the api through the store's thunk `extraArgument`. The package never sees
 * the app's RootState: it asks the app's own selector for the token.
 *
 * @example
 * configureStore({
 *   reducer,
 *   middleware: (gDM) =>
 *     gDM({ thunk: { extraArgument: { selectToken: (s: RootState) => s.auth.token } } })
 *       .concat(portalApi.middleware),
 * });
 */
export interface PortalApiExtra {
  /** Reads the session token from the app's state; null/undefined when logged out. */
  selectToken: (state: never) => string | null | undefined;
  /** Called on an HTTP 401 answer, e.g. to send the user to the SSO login (ARCHITECTURE.md §6). */
  onUnauthorized?: () => void;
  /**
   * Called on an HTTP 403 answer, e.g. to show the /403 page. The spec sends a 403 to login
   * again; we do not, since a signed-in non-admin would loop through the SSO (ARCHITECTURE.md §7).
   */
  onForbidden?: () => void;
  /** Where the API lives; '/api' by default (same origin). Tests on Node give an absolute URL. */
  baseUrl?: string;
}

/** Reads the extra argument defensively: a store configured without it simply sends no token. */
export function readExtra(extra: unknown): Partial<PortalApiExtra> {
  return typeof extra === 'object' && extra !== null ? (extra as Partial<PortalApiExtra>) : {};
}
