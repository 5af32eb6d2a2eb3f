export { CHROMIUM_ARGS } from './chromium-args';
export { findChromium } from './find-chromium';
export { browserAvailable } from './browser-available';
export { chromiumLaunchOptions, type ChromiumLaunchOptions } from './chromium-launch-options';
export { launchChromium } from './launch-chromium';
