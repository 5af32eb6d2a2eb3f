import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** Props of {@link AppProvider}: the app is assembled by the caller (main.tsx or a test). */
export interface AppProviderProps {
  store: AppStore;
  router: AppRouter;
}

/** The store and the router, wired together. */
export function AppProvider({ store, router }: AppProviderProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
