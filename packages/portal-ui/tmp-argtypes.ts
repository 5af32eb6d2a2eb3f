import { readFileSync } from 'node:fs';
import { launchChromium } from '@chamados/test-chromium';
import { serveFolder } from './test/static-server';
const server = await serveFolder(`${process.cwd()}/storybook-static`);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries as Record<string, { id: string; type: string; importPath: string; title: string }>;
const firstStory = new Map<string, string>();
for (const e of Object.values(index)) if (e.type === 'story' && !firstStory.has(e.importPath)) firstStory.set(e.importPath, e.id);
await page.goto(`${server.url}/iframe.html?id=base-button--primary&viewMode=story`);
await page.waitForFunction(() => (window as any).__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: 60000 });
const out = await page.evaluate(async (entries) => {
  const store = (window as any).__STORYBOOK_PREVIEW__.storyStoreValue;
  const result: string[] = [];
  for (const [path, id] of entries) {
    const story = await store.loadStory({ storyId: id });
    for (const [name, at] of Object.entries<any>(story.argTypes ?? {})) {
      const d = at.description ?? '';
      if (!d.trim() || /\{@|§|\/api\/|`/.test(d)) result.push(`${path}\t${name}\t${d.slice(0, 80)}`);
    }
  }
  return result;
}, [...firstStory.entries()]);
console.log(out.join('\n'));
await browser.close();
await server.close();
