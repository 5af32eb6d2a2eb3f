import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (or the binary CHROME_PATH names), or undefined when none is installed. Only
 * these are looked for: the browsers test tools download fail on our machines, so none is fetched.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}
