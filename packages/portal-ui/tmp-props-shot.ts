import { launchChromium } from '@chamados/test-chromium';
import { serveFolder } from './test/static-server';
const server = await serveFolder(`${process.cwd()}/storybook-static`);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const id of ['base-button--docs', 'walk-attendanceview--docs']) {
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=docs`);
  const table = page.locator('.docblock-argstable').first();
  await table.waitFor({ timeout: 60000 });
  await table.screenshot({ path: `/tmp/story/props-${id}.png` });
  console.log(id, (await table.innerText()).slice(0, 1500));
}
await browser.close();
await server.close();
