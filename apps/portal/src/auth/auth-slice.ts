import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, displayNameOf, isAdmin, isTokenValid, userIdOf } from '@chamados/portal-api';

/** The session: the raw SSO token, or null when logged out. Claims are derived, never stored. */
export interface AuthState {
  token: string | null;
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
  },
});

export const { tokenReceived, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** The raw token, for the api's Authorization header. */
export const selectToken = (state: AuthRootState) => state.auth.token;

/** The decoded claims; null for a missing or malformed token. */
export const selectClaims = createSelector(selectToken, decodeToken);

/**
 * The signed-in user as the UI shows them, or null without a live session. Memoised on the
 * token, so expiry is checked when the token changes; a session that expires while the page is
 * open is caught by the API's 401, which sends the user to login.
 */
export const selectSession = createSelector(selectClaims, (claims) =>
  isTokenValid(claims, Date.now())
    ? { name: displayNameOf(claims), isAdmin: isAdmin(claims), userId: userIdOf(claims), claims }
    : null,
);

export type Session = NonNullable<ReturnType<typeof selectSession>>;
