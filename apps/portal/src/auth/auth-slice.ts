import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, displayNameOf, isAdmin, isAgent, isTokenValid, userIdOf } from '@chamados/portal-api';

/** The session: the raw SSO token, or null when logged out. Claims are derived, never stored. */
export interface AuthState {
  token: string | null;
  /**
   * 'Sair' was pressed: the browser is on its way to the SSO logout page. The guards must not
   * send the user to login meanwhile — that navigation would cancel the logout, and a real SSO
   * would sign them straight back in (shared lab computers).
   */
  signingOut?: boolean;
}

/** The part of the app's state this feature reads (the feature never imports the app's RootState). */
export interface AuthRootState {
  auth: AuthState;
}

const initialState: AuthState = { token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
    signingOut(state) {
      state.token = null;
      state.signingOut = true;
    },
  },
});

export const { tokenReceived, loggedOut, signingOut } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The raw token, for the api's Authorization header. */
export const selectToken = (state: AuthRootState) => state.auth.token;

/** Whether the user is leaving through the SSO logout page (nothing may redirect to login). */
export const selectSigningOut = (state: AuthRootState) => state.auth.signingOut === true;

/** The decoded claims; null for a missing or malformed token. */
export const selectClaims = createSelector(selectToken, decodeToken);

/**
 * The signed-in user as the UI shows them, or null without a live session. Memoised on the
 * token, so expiry is checked when the token changes; a session that expires while the page is
 * open is caught by the API's 401, which sends the user to login.
 *
 * `isAgent` (the Central de Atendimento, issue 21) reads the contract's default agent group
 * ('1703'): the portal does not know the server's AGENT_GROUPS, so the tab and the guard follow
 * the default, while the server decides access on every /api/agente call (an install with other
 * groups still works there; only the tab would be missing).
 */
export const selectSession = createSelector(selectClaims, (claims) =>
  isTokenValid(claims, Date.now())
    ? { name: displayNameOf(claims), isAdmin: isAdmin(claims), isAgent: isAgent(claims), userId: userIdOf(claims), claims }
    : null,
);

export type Session = NonNullable<ReturnType<typeof selectSession>>;
