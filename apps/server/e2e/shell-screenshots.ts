// Screenshots of the app shell at phone (390 px) and desktop (1280 px) widths, to look at:
// `npx tsx --conditions=@chamados/source e2e/shell-screenshots.ts [outDir]` after `pnpm build`
// (default outDir /tmp/shots).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@chamados/test-chromium';
import { startServer } from './server-process';

const outDir = process.argv[2] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchChromium();
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && console.error(`console (${page.url()}): ${msg.text()}`));
    const shot = (name: string) => page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });

    await page.goto(`${server.url}/`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).waitFor();
    await shot('home-visitor');
    for (const [path, name] of [['/400', 'error-400'], ['/403', 'error-403'], ['/500', 'error-500'], ['/nao-existe', 'error-404']]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('link', { name: 'Voltar para o início' }).waitFor();
      await shot(name!);
    }

    await page.goto(`${server.url}/`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Entrar como Ana' }).click();
    await page.getByRole('link', { name: 'Iniciar Atendimento' }).waitFor();
    await page.getByText(/novos?$/).first().waitFor({ state: 'attached' });
    await shot('home-signed-in');
    if (width < 600) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: /^Chamados Abertos/ }).waitFor();
      await page.screenshot({ path: join(outDir, `menu-open-${width}.png`) });
      await page.keyboard.press('Escape');
    }
    // The install prompt, with the offer Chromium would make on an installable origin.
    // No function literal inside the page function: tsx wraps named ones in a `__name` helper
    // that exists here, not in the page.
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: Promise.resolve.bind(Promise), userChoice: Promise.resolve({ outcome: 'dismissed' }) }),
      ),
    );
    await page.getByRole('button', { name: 'Instalar' }).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: join(outDir, `install-prompt-${width}.png`) });
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
