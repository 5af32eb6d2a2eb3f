// Finds Debian's Chromium for the browser tests. Test tools' own browser downloads fail on our
// machines, so we never download one: CHROME_PATH or /usr/bin/chromium, or the tests are skipped
// loudly — unless REQUIRE_BROWSER=1, where a missing browser is a failure.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium binary to drive, or undefined when none is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Whether the browser suites run; prints a loud warning when they cannot. Throws under REQUIRE_BROWSER=1. */
export function browserAvailable(): boolean {
  if (findChromium()) return true;
  const message =
    'Nenhum Chromium encontrado (CHROME_PATH ou /usr/bin/chromium): os testes de navegador NÃO rodaram. ' +
    'Instale com `apt-get install -y chromium`.';
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`${message} REQUIRE_BROWSER=1 exige o navegador.`);
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
  return false;
}

/** Launches headless Chromium with the flags our closed network needs. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium não encontrado');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
