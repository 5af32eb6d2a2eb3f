// The auth feature's public surface for the app shell and other features.
export {
  authReducer,
  authSlice,
  loggedOut,
  selectClaims,
  selectSession,
  selectSigningOut,
  signingOut,
  selectToken,
  tokenReceived,
} from './auth-slice';
export type { AuthRootState, AuthState, Session } from './auth-slice';
export type { RequireSessionProps } from './require-session';
export { takeTicketFromUrl } from './take-ticket-from-url';
export { logout, redirectToLogin } from './auth-actions';
export { loginUrl, logoutUrl } from './sso';
export { SESSION_DATA_PREFIX } from './session-data';
export { useSession } from './use-session';
export { SessionKnownProvider, useSessionKnown } from './session-known';
export type { SessionKnownProviderProps } from './session-known';
export { RequireSession, useSessionOrLogin } from './require-session';
export { RequireAdmin } from './require-admin';
export { RequireAgent } from './require-agent';
export { useSessionExpiry } from './use-session-expiry';
