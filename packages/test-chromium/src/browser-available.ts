import { findChromium } from './find-chromium';

/**
 * Whether the browser tests can run. Without a Chromium they are skipped, with a loud warning that
 * names `what` did not run, so a green run without a browser is never mistaken for a tested one;
 * under REQUIRE_BROWSER=1 (CI) a missing browser throws instead.
 * @example describe.runIf(browserAvailable())('…', () => { … });
 * @example browserAvailable('os testes das histórias do Storybook')
 */
export function browserAvailable(what = 'os testes de navegador'): boolean {
  if (findChromium()) return true;
  const message =
    `Nenhum Chromium encontrado (CHROME_PATH ou /usr/bin/chromium): ${what} NÃO rodaram. ` +
    'Instale com `apt-get install -y chromium`.';
  if (process.env.REQUIRE_BROWSER === '1')
    throw new Error(`${message} REQUIRE_BROWSER=1 exige o navegador.`);
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
  return false;
}
