import { configureStore } from '@reduxjs/toolkit';
import { portalApi } from '../api/portal-api';
import type { PortalApiExtra } from '../api/portal-api-extra';

/** Where the tests' API lives (msw answers any origin). */
export const TEST_BASE_URL = 'http://portal.test/api';

/** A store with only the api slice and a fixed token, as the app builds its own. */
export function makeStore(token: string | null, extra: Partial<PortalApiExtra> = {}) {
  const selectToken = (state: { auth: { token: string | null } }) => state.auth.token;
  return configureStore({
    reducer: { auth: () => ({ token }), [portalApi.reducerPath]: portalApi.reducer },
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: { selectToken, baseUrl: TEST_BASE_URL, ...extra } } }).concat(portalApi.middleware),
  });
}
