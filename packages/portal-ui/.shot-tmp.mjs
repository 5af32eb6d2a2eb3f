// usage: node shot.mjs <url> <out-prefix> [waitText]
import { launchChromium } from '/work/h-graph/packages/test-chromium/dist/index.js';
const [url, out, waitText] = process.argv.slice(2);
const browser = await launchChromium();
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await page.goto(url);
  if (waitText) await page.getByText(waitText).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
