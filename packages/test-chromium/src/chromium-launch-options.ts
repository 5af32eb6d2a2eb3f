import { CHROMIUM_ARGS } from './chromium-args';
import { findChromium } from './find-chromium';

/** What Playwright launches: the found Chromium, headless, with our flags. */
export interface ChromiumLaunchOptions {
  executablePath: string;
  args: string[];
  headless: true;
}

/**
 * The launch options for Playwright (`chromium.launch`, or Vitest's `playwright({ launchOptions })`).
 * A fresh `args` array each call: Vitest's provider pushes its own flags onto it. Throws when no
 * Chromium is installed; check `browserAvailable` first.
 */
export function chromiumLaunchOptions(): ChromiumLaunchOptions {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium não encontrado (CHROME_PATH ou /usr/bin/chromium)');
  return { executablePath, args: [...CHROMIUM_ARGS], headless: true };
}
