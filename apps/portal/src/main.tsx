import '@chamados/portal-ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createGuardedHistory } from './lib/guarded-history';
import { AppProvider } from './app/provider';
import { preloadPages } from './app/router';
import { createStore } from './app/store';
import { paths } from './config/paths';
import { takeTicketFromUrl } from './auth';
import { whenIdle } from './lib/when-idle';
import { yieldToMain } from './lib/yield-to-main';
import { keepInstallPromptEvent } from './pwa/install-prompt-event';

// The browser may offer the install before React renders: keep the offer from the start.
keepInstallPromptEvent();

// Before the router reads the URL: the SSO's ?ticket= becomes the session and leaves the address bar.
const token = takeTicketFromUrl(window.location, window.history, window.localStorage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's chunk downloads while the entry renders (lazy pages wait in a Suspense otherwise).
preloadPages(window.location.pathname);

/** The store, the router and React, in a task after the entry's evaluation. */
async function start(root: HTMLElement) {
  // The entry's evaluation is already a long task on a phone: React starts in the next one.
  await yieldToMain();
  const history = createGuardedHistory();
  // The API's 403 shows /403 through the router (no page load).
  const store = createStore({ auth: { token } }, { onForbidden: () => history.push(paths.forbidden) });
  // `/` and `/atendimento` come prerendered (src/prerender.tsx): React takes over that HTML, and
  // renders the page's lazy chunk when it arrives. Every other page comes as the empty shell.
  const hydrating = root.firstElementChild !== null;
  const app = (
    <StrictMode>
      <AppProvider store={store} history={history} hydrating={hydrating} />
    </StrictMode>
  );
  // The page is already painted: hydration runs as a transition, which React renders in slices
  // that yield to the browser (a click is still answered), instead of one task that blocked a
  // mid-range phone's main thread for several hundred milliseconds.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start(root);

// The service worker (offline shell, updates) starts once the page has loaded and the main thread
// is idle, off the critical path; the dev server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(
    () =>
      void import('./pwa/start-service-worker').then(({ startServiceWorker }) =>
        startServiceWorker(),
      ),
  );
}
