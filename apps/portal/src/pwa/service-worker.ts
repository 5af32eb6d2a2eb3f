/** The part of workbox-window's `Workbox` the update flow uses, so tests can pass a fake. */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

/** The service worker's path: at the root, so it controls every page (spec §7). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker with the update flow of spec §4: a new version that waits —
 * found waiting at registration, or installed while this page is controlled — is told to skip
 * waiting, and when it takes control the page reloads once into the new version. A first
 * install never reloads: 'waiting' only happens when an older version is in charge.
 */
export function registerServiceWorker(
  worker: ServiceWorkerHandle,
  reload: () => void,
): Promise<unknown> {
  let reloading = false;
  worker.addEventListener('waiting', () => {
    worker.addEventListener('controlling', () => {
      if (reloading) return;
      reloading = true;
      reload();
    });
    worker.messageSkipWaiting();
  });
  return worker.register();
}
