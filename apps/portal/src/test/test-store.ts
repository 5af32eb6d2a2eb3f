import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { portalApi, type PortalApiExtra } from '@chamados/portal-api';
import { authReducer, selectToken } from '../auth';
import { TEST_API } from './msw-server';

/**
 * A store like the app's (auth slice and RTK Query cache) for tests of shared code and features,
 * which may not import `app/`; it talks to msw at {@link TEST_API}. 401 and 403 are recorded, not followed.
 */
export function createTestStore(token: string | null, extra: Partial<PortalApiExtra> = {}) {
  return configureStore({
    reducer: combineReducers({ auth: authReducer, [portalApi.reducerPath]: portalApi.reducer }),
    preloadedState: { auth: { token } },
    middleware: (gDM) =>
      gDM({
        thunk: {
          extraArgument: {
            selectToken,
            baseUrl: TEST_API,
            onUnauthorized: () => {},
            onForbidden: () => {},
            ...extra,
          } satisfies PortalApiExtra,
        },
      }).concat(portalApi.middleware),
  });
}
