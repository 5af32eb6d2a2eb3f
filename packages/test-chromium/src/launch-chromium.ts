import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium-launch-options';

/** Launches headless Debian Chromium with our flags. Throws when none is installed. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
