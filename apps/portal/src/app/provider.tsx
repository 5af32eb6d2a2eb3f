import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { GuardedHistory } from './guarded-history';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { GuardedHistoryContext } from './use-leave-guard';

/** Props of {@link AppProvider}: the app is assembled by the caller (main.tsx or a test). */
export interface AppProviderProps {
  store: AppStore;
  history: GuardedHistory;
}

/** The store and the router on the browser's history, wired together. */
export function AppProvider({ store, history }: AppProviderProps) {
  return (
    <Provider store={store}>
      <GuardedHistoryContext value={history}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </GuardedHistoryContext>
    </Provider>
  );
}
