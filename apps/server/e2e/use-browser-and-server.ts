// The lifecycle every browser suite shares: the real, built server and one Chromium, started
// before the suite's tests and closed after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '@chamados/test-chromium';
import { startServer, type RunningServer } from './server-process';

export interface BrowserAndServerOptions {
  /** Extra environment of the server process (e.g. `SEED: 'false'`). */
  env?: Record<string, string>;
  /** How long the start may take, in ms (PGlite's first start migrates and seeds). */
  timeout?: number;
  /** Called with the server's exit code once it has stopped (e.g. to check a graceful shutdown). */
  onStop?: (code: number | null) => void;
}

/** The running server and browser of a suite; reading either before `beforeAll` has run throws. */
export interface BrowserAndServer {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the suite's `beforeAll` (start the server, launch Chromium) and `afterAll` (close the
 * browser, stop the server); call it inside `describe`. Hooks the suite registers afterwards run
 * after the start, and (vitest runs `afterAll` hooks last-in first-out) before the stop.
 * @example const live = useBrowserAndServer(); it('…', () => live.browser.newPage());
 */
export function useBrowserAndServer(options: BrowserAndServerOptions = {}): BrowserAndServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(options.env);
    browser = await launchChromium();
  }, options.timeout ?? 180_000);

  afterAll(async () => {
    await browser?.close();
    if (!server) return;
    const code = await server.stop();
    options.onStop?.(code);
  });

  return {
    get server() {
      if (!server) throw new Error('o servidor ainda não iniciou (use dentro de um teste ou hook)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('o Chromium ainda não iniciou (use dentro de um teste ou hook)');
      return browser;
    },
  };
}
