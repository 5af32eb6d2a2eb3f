/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function set(event: BeforeInstallPromptEvent | null) {
  kept = event;
  for (const listener of listeners) listener();
}

/**
 * Spec §4: the browser's install offer is kept for later and its default (the browser's own
 * mini-infobar) suppressed, so the portal shows its own prompt. Called once at start-up, before
 * React, because the browser may fire the event before the first render. Returns a stop function.
 */
export function keepInstallPromptEvent(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  };
  // Installed (from our prompt or the browser's menu): nothing left to offer.
  const onInstalled = () => set(null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** The kept install offer, or null; for `useSyncExternalStore`. */
export function installPromptEvent(): BeforeInstallPromptEvent | null {
  return kept;
}

/** Subscribes to changes of the kept offer; for `useSyncExternalStore`. */
export function subscribeInstallPromptEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the kept offer: it can be prompted only once. */
export function dropInstallPromptEvent(): void {
  set(null);
}
