// findChromium and the two checks built on it (browserAvailable, chromiumLaunchOptions), on a
// faked filesystem: the machine running this test may or may not have a Chromium.
import { existsSync } from 'node:fs';
import type * as Fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserAvailable } from './browser-available';
import { chromiumLaunchOptions } from './chromium-launch-options';
import { findChromium } from './find-chromium';

vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof Fs>()),
  existsSync: vi.fn(),
}));

/** The files this test's machine "has". */
function installed(...paths: string[]) {
  vi.mocked(existsSync).mockImplementation((path) => paths.includes(String(path)));
}

beforeEach(() => {
  vi.stubEnv('CHROME_PATH', undefined);
  vi.stubEnv('REQUIRE_BROWSER', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('findChromium', () => {
  it("finds Debian's Chromium", () => {
    installed('/usr/bin/chromium');
    expect(findChromium()).toBe('/usr/bin/chromium');
  });

  it('prefers the binary CHROME_PATH names', () => {
    installed('/usr/bin/chromium', '/opt/chrome/chrome');
    vi.stubEnv('CHROME_PATH', '/opt/chrome/chrome');
    expect(findChromium()).toBe('/opt/chrome/chrome');
  });

  it('skips a CHROME_PATH that does not exist', () => {
    installed('/usr/bin/chromium-browser');
    vi.stubEnv('CHROME_PATH', '/nao/existe');
    expect(findChromium()).toBe('/usr/bin/chromium-browser');
  });

  it('finds nothing on a machine without Chromium', () => {
    installed();
    expect(findChromium()).toBeUndefined();
  });
});

describe('browserAvailable', () => {
  it('says yes, quietly, when Chromium is installed', () => {
    installed('/usr/bin/chromium');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(browserAvailable('os testes de navegador')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('says no with a loud warning naming what did not run', () => {
    installed();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(browserAvailable('os testes das histórias do Storybook')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('os testes das histórias do Storybook NÃO rodaram');
    expect(warn.mock.calls[0]![0]).toContain('apt-get install -y chromium');
  });

  it("names the browser tests when told nothing else (the server's e2e suites)", () => {
    installed();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(browserAvailable()).toBe(false);
    expect(warn.mock.calls[0]![0]).toContain('os testes de navegador NÃO rodaram');
  });

  it('throws under REQUIRE_BROWSER=1 (CI) instead of skipping', () => {
    installed();
    vi.stubEnv('REQUIRE_BROWSER', '1');
    expect(() => browserAvailable('os testes das histórias do Storybook')).toThrow(
      /os testes das histórias do Storybook NÃO rodaram.*REQUIRE_BROWSER=1 exige o navegador/,
    );
  });
});

describe('chromiumLaunchOptions', () => {
  it('launches the found Chromium headless, with a fresh list of flags each time', () => {
    installed('/usr/bin/chromium');
    const first = chromiumLaunchOptions();
    expect(first).toMatchObject({ executablePath: '/usr/bin/chromium', headless: true });
    expect(first.args).toContain('--no-sandbox');
    // Vitest's Playwright provider pushes its own flags onto the list it is given.
    first.args.push('--remote-debugging-port=9229');
    expect(chromiumLaunchOptions().args).not.toContain('--remote-debugging-port=9229');
  });

  it('throws when no Chromium is installed', () => {
    installed();
    expect(() => chromiumLaunchOptions()).toThrow('Chromium não encontrado');
  });
});
