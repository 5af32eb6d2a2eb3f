import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { portalApi, type PortalApiExtra } from '@chamados/portal-api';
import { paths } from '../config/paths';
import { authReducer, redirectToLogin, selectSigningOut, selectToken } from '../auth';

const rootReducer = combineReducers({
  auth: authReducer,
  [portalApi.reducerPath]: portalApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Options of {@link createStore}; the defaults are the browser's. */
export interface StoreOptions {
  /** Called when the API answers 401; the default sends the user to SSO login. */
  onUnauthorized?: () => void;
  /**
   * Called when the API answers 403; main.tsx routes to /403 (ARCHITECTURE.md §7). The default
   * loads /403, for a store used without a router.
   */
  onForbidden?: () => void;
  /** The API's base URL; '/api' on the portal's origin by default. */
  apiBaseUrl?: string;
}

/**
 * Builds the Redux store: the auth slice, the RTK Query cache and its middleware. A factory, so
 * every test builds its own store with the state it needs.
 * @example createStore({ auth: { token } })
 */
export function createStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const extra: PortalApiExtra = {
    selectToken,
    // A request answered 401 while 'Sair' leaves for the SSO logout must not cancel that logout.
    onUnauthorized: () => {
      if (selectSigningOut(store.getState())) return;
      (options.onUnauthorized ?? (() => redirectToLogin()))();
    },
    onForbidden: options.onForbidden ?? (() => window.location.assign(paths.forbidden)),
    ...(options.apiBaseUrl ? { baseUrl: options.apiBaseUrl } : {}),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(portalApi.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
