import { describe, expect, it } from 'vitest';
import { browserAvailable } from './browser-available';
import { launchChromium } from './launch-chromium';

describe.runIf(browserAvailable('os testes de @chamados/test-chromium'))('launchChromium', () => {
  it('opens a page in the installed Chromium with our flags', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<main><h1>Olá</h1></main>');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Olá');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
