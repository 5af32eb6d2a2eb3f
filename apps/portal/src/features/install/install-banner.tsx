import { InstallPrompt } from '@chamados/portal-ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  dropInstallPromptEvent,
  installPromptEvent,
  subscribeInstallPromptEvent,
} from '../../pwa/install-prompt-event';

/** Spec §9: the prompt shows 5 s after load. */
export const INSTALL_PROMPT_DELAY_MS = 5_000;
/** Spec §4: a dismissal is remembered in local storage and the prompt never shows again. */
export const INSTALL_DISMISSED_KEY = 'chamados.installPromptDismissed';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function wasDismissed(storage: FlagStorage): boolean {
  try {
    return storage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the prompt may show again next visit, nothing worse
  }
}

function rememberDismissal(storage: FlagStorage): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Same as above.
  }
}

/** Props of {@link InstallBanner}; the defaults are the browser's. */
export interface InstallBannerProps {
  /** Local storage by default (read only in the browser: the page is also prerendered). */
  storage?: FlagStorage;
  delayMs?: number;
}

/**
 * The install prompt of spec §2, wired: it shows 5 s after the app starts, when the browser has
 * offered an install (the kept `beforeinstallprompt`) and the user never closed it. 'Instalar'
 * opens the browser's own dialog (an offer can be prompted once); the close button remembers
 * the dismissal for good.
 */
export function InstallBanner({ storage, delayMs = INSTALL_PROMPT_DELAY_MS }: InstallBannerProps) {
  // The server snapshot is "no offer": the prerendered page never contains the prompt.
  const offer = useSyncExternalStore(subscribeInstallPromptEvent, installPromptEvent, () => null);
  // Due 5 s after start, unless dismissed before (read then, in the browser).
  const [due, setDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(!wasDismissed(storage ?? window.localStorage)), delayMs);
    return () => clearTimeout(timer);
  }, [storage, delayMs]);

  if (!offer || !due) return null;
  return (
    <InstallPrompt
      onInstall={() => {
        dropInstallPromptEvent();
        void offer.prompt();
      }}
      onDismiss={() => {
        rememberDismissal(storage ?? window.localStorage);
        setDue(false);
      }}
    />
  );
}
