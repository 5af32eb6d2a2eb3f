import { chromium } from 'playwright-core';
const url = process.env.URL ?? 'http://127.0.0.1:18431';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
await page.goto(`${url}/sso/login?service=${encodeURIComponent(url + '/')}`);
await page.getByRole('button', { name: 'Entrar como Paulo' }).click();
await page.getByText('Iniciar Atendimento').first().waitFor();
for (const path of (process.env.PATHS ?? '/admin').split(',')) {
  await page.goto(url + path);
  await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
  const name = path.replace(/\W/g, '_');
  await page.screenshot({ path: `/tmp/shot${name}-${process.env.W ?? 1280}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();
