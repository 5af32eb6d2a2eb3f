import { Workbox } from 'workbox-window';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

/**
 * Loaded after the page's `load` event (a lazy chunk): the service worker and its update flow
 * never compete with the first paint or hydration.
 */
export function startServiceWorker(): Promise<unknown> {
  return registerServiceWorker(new Workbox(SERVICE_WORKER_URL), () => window.location.reload());
}
