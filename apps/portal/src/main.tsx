import '@chamados/portal-ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createGuardedHistory } from './app/guarded-history';
import { AppProvider } from './app/provider';
import { preloadPages } from './app/router';
import { createStore } from './app/store';
import { paths } from './config/paths';
import { takeTicketFromUrl } from './auth';
import { keepInstallPromptEvent } from './pwa/install-prompt-event';

// The browser may offer the install before React renders: keep the offer from the start.
keepInstallPromptEvent();

// Before the router reads the URL: the SSO's ?ticket= becomes the session and leaves the address bar.
const token = takeTicketFromUrl(window.location, window.history, window.localStorage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's chunk downloads while the entry renders (lazy pages wait in a Suspense otherwise).
preloadPages(window.location.pathname);

const history = createGuardedHistory();
// The API's 403 shows /403 through the router (no page load).
const store = createStore({ auth: { token } }, { onForbidden: () => history.push(paths.forbidden) });
const app = (
  <StrictMode>
    <AppProvider store={store} history={history} />
  </StrictMode>
);
// `/` and `/atendimento` come prerendered (src/prerender.tsx): React takes over that HTML, and
// renders the page's lazy chunk when it arrives. Every other page comes as the empty shell.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

// The service worker (offline shell, updates) starts after the page has loaded, off the critical
// path; the dev server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('./pwa/start-service-worker').then(({ startServiceWorker }) =>
      startServiceWorker(),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
