// Debian's Chromium drives the Storybook tests; a test tool's own browser download fails on our
// machines, so none is ever fetched. Same rule as the server's e2e suite (apps/server/e2e/browser.ts).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium binary for the story tests (CHROME_PATH or /usr/bin/chromium). Without one the
 * story tests are left out with a loud warning, unless REQUIRE_BROWSER=1 (CI), where it throws.
 */
export function chromiumForStories(): string | undefined {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path): path is string => Boolean(path) && existsSync(path as string),
  );
  if (found) return found;
  const message =
    'Nenhum Chromium encontrado (CHROME_PATH ou /usr/bin/chromium): os testes das histórias do Storybook NÃO rodaram. ' +
    'Instale com `apt-get install -y chromium`.';
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`${message} REQUIRE_BROWSER=1 exige o navegador.`);
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
  return undefined;
}
