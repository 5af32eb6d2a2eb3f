import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { SessionKnownProvider } from '../auth';
import type { GuardedHistory } from '../lib/guarded-history';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { GuardedHistoryContext } from '../lib/use-leave-guard';

/** Props of {@link AppProvider}: the app is assembled by the caller (main.tsx or a test). */
export interface AppProviderProps {
  store: AppStore;
  history: GuardedHistory;
  /** React hydrates prerendered HTML: the session stays unknown for the first render. */
  hydrating?: boolean;
}

/** The store and the router on the browser's history, wired together. */
export function AppProvider({ store, history, hydrating = false }: AppProviderProps) {
  return (
    <Provider store={store}>
      <SessionKnownProvider hydrating={hydrating}>
        <GuardedHistoryContext value={history}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </GuardedHistoryContext>
      </SessionKnownProvider>
    </Provider>
  );
}
