import '@chamados/portal-ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { createAppRouter, resolveLazyRoutes, type AppRouter } from './app/router';
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

// The API's 403 shows /403 through the router (no page load); read lazily, as the router comes second.
const store = createStore(
  { auth: { token } },
  { onForbidden: () => void router?.navigate(paths.forbidden) },
);
let router: AppRouter | undefined;

/**
 * `/` and `/atendimento` come prerendered (src/prerender.tsx): React takes over that HTML, once
 * the page's lazy chunk is in place. Every other page comes as the empty shell, rendered here.
 * A function, not top-level await: the bundler would otherwise split the entry into many chunks
 * (a lazy page may not import a module that awaits it), and small chunks compress worse.
 */
async function start(container: HTMLElement) {
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveLazyRoutes(window.location);
  router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProvider store={store} router={router} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
void start(root);

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
