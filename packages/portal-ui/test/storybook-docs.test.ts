import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchChromium } from '@chamados/test-chromium';
import { serveFolder } from './static-server';

// The built static Storybook (`pnpm build-storybook`, which Turborepo runs before this package's
// tests), as a designer opens it: every docs page must be readable.
const staticDir = join(import.meta.dirname, '..', 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
  tags?: string[];
}

/** A docs page and the stories it shows (an autodocs page: every story of its file). */
interface DocsPage extends IndexEntry {
  stories: string[];
}

function docsPages(): DocsPage[] {
  if (!existsSync(join(staticDir, 'index.json'))) {
    throw new Error('storybook-static/ não existe: rode `pnpm build-storybook` antes (o Turborepo faz isso em `pnpm test`).');
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const entries = Object.values(index.entries);
  return entries
    .filter((entry) => entry.type === 'docs')
    .map((docs) => ({
      ...docs,
      stories: docs.tags?.includes('autodocs')
        ? entries.filter((story) => story.type === 'story' && story.importPath === docs.importPath && story.tags?.includes('autodocs')).map((story) => story.id)
        : [],
    }));
}

/**
 * Records every docs page the preview has rendered in `window.__docsRendered`, from the moment
 * Storybook creates its channel (an init script: it survives the reloads Storybook itself does when
 * it leaves a page whose story is still busy).
 */
function recordDocsRendered() {
  const rendered: string[] = [];
  let channel: unknown;
  const finished: string[] = [];
  Object.defineProperty(window, '__docsRendered', { value: rendered });
  Object.defineProperty(window, '__storiesFinished', { value: finished });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: { on: (event: string, listener: (data: string) => void) => void }) => {
      channel = value;
      value.on('docsRendered', (id) => rendered.push(id));
      value.on('storyFinished', (event) => finished.push((event as unknown as { storyId: string }).storyId));
    },
  });
}

/** The stories of a docs page that are shown on a phone (`globals: PHONE_GLOBALS`), read from the preview's own story store. */
async function phoneStories(page: Page, storyIds: string[]): Promise<{ id: string; width: number }[]> {
  return page.evaluate(async (ids) => {
    interface Store {
      loadStory: (input: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
    }
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } }).__STORYBOOK_PREVIEW__.storyStoreValue;
    const widths: Record<string, number> = { telefone: 375, telefonePequeno: 320 };
    const phones: { id: string; width: number }[] = [];
    for (const id of ids) {
      const story = await store.loadStory({ storyId: id });
      const width = widths[story.storyGlobals?.viewport?.value ?? ''];
      if (width) phones.push({ id, width });
    }
    return phones;
  }, storyIds);
}

/** Shows one docs page the way the manager does (the bundle is parsed once) and reads it once rendered. */
async function readDocsPage(page: Page, baseUrl: string, { id, stories }: DocsPage) {
  const phones = await phoneStories(page, stories);
  const phoneIds = phones.map((phone) => phone.id);
  // The page is there once it has rendered and each of its stories has finished (its effects and
  // its play function ran). A phone story runs in a frame of its own (docs-page.tsx), which the
  // browser loads only once it is scrolled to: those are read after the page itself.
  const rendered = ({ docsId, storyIds }: { docsId: string; storyIds: string[] }) => {
    const seen = window as unknown as { __docsRendered?: string[]; __storiesFinished?: string[] };
    return seen.__docsRendered?.includes(docsId) && storyIds.every((storyId) => seen.__storiesFinished?.includes(storyId));
  };
  const waitFor = { docsId: id, storyIds: stories.filter((story) => !phoneIds.includes(story)) };
  try {
    await page.evaluate((docsId) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, data: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
    }, id);
    await page.waitForFunction(rendered, waitFor, { timeout: 30_000 });
  } catch {
    // Storybook reloads the frame when the page it leaves still has a story at work (a play
    // function): then the page is opened by its address.
    await page.goto(`${baseUrl}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`);
    await page.waitForFunction(rendered, waitFor, { timeout: 30_000 }).catch(() => undefined);
  }
  const read = await page.evaluate((storyIds) => {
    // What a designer reads: the page's text, where a TSDoc tag or a code reference must not show.
    const text = document.querySelector('.sbdocs-content')?.textContent ?? document.body.innerText;
    const finished = (window as unknown as { __storiesFinished?: string[] }).__storiesFinished ?? [];
    return {
      // Stories in their own frame would keep a dialog inside it; only the page's own count.
      modalDialogs: [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).map((dialog) => dialog.textContent?.slice(0, 60)),
      rawTsdoc: [...new Set(text.match(/\{@link[^}]*\}|@(?:example|see|param|returns?|remarks|deprecated|defaultValue)\b/g) ?? [])],
      // A story that moves focus when it mounts must not scroll the page away from its top.
      scrolled: Math.round(window.scrollY),
      failed: document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'erro') : null,
      unfinished: storyIds.filter((storyId) => !finished.includes(storyId)),
    };
  }, waitFor.storyIds);
  // Each phone story: the width its stylesheets see (its frame's), against the phone's.
  const phoneWidths: { storyId: string; expected: number; seen: number }[] = [];
  for (const { id: storyId, width } of phones) {
    const frame = page.locator(`#iframe--${storyId}`);
    if ((await frame.count()) === 0) {
      phoneWidths.push({ storyId, expected: width, seen: 0 });
      continue;
    }
    await frame.scrollIntoViewIfNeeded();
    const done = await page
      .waitForFunction(
        (frameId) => {
          const inner = document.getElementById(frameId) as HTMLIFrameElement | null;
          return (inner?.contentWindow as (Window & { __storiesFinished?: string[] }) | null | undefined)?.__storiesFinished?.includes(frameId.replace(/^iframe--/, ''));
        },
        `iframe--${storyId}`,
        { timeout: 30_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!done) read.unfinished.push(storyId);
    const seen = await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument?.documentElement.clientWidth ?? 0);
    phoneWidths.push({ storyId, expected: width, seen });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return { ...read, phoneWidths };
}

describe.runIf(browserAvailable('os testes das histórias do Storybook'))('static Storybook docs pages (Chromium)', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let entries: DocsPage[] = [];

  beforeAll(async () => {
    entries = docsPages();
    server = await serveFolder(staticDir);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens on the introduction to the foundations', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(/path=/, { timeout: 90_000 });
    expect(decodeURIComponent(page.url())).toContain('path=/docs/fundamentos-introdução--docs');
    await page.close();
  });

  it('every docs page opens at its top, under no dialog, with no raw TSDoc, and shows phone stories at the phone\'s width', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordDocsRendered);
    await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${encodeURIComponent(entries[0]!.id)}`);
    await page.locator('.sbdocs-content').first().waitFor();
    const problems: string[] = [];
    let phoneCount = 0;
    for (const entry of entries) {
      const seen = await readDocsPage(page, server.url, entry);
      phoneCount += seen.phoneWidths.length;
      if (seen.modalDialogs.length > 0) problems.push(`${entry.title}: ${seen.modalDialogs.length} diálogo(s) sobre a página (${seen.modalDialogs.join(' | ')})`);
      if (seen.rawTsdoc.length > 0) problems.push(`${entry.title}: mostra TSDoc cru (${seen.rawTsdoc.join(', ')})`);
      for (const phone of seen.phoneWidths) {
        if (phone.seen !== phone.expected) problems.push(`${entry.title}: a história de telefone ${phone.storyId} aparece com ${phone.seen} px, não ${phone.expected} px`);
      }
      if (seen.scrolled > 0) problems.push(`${entry.title}: abre rolada ${seen.scrolled} px para baixo`);
      if (seen.unfinished.length > 0) problems.push(`${entry.title}: histórias que não terminaram (${seen.unfinished.join(', ')})`);
      if (seen.failed) problems.push(`${entry.title}: erro ao renderizar (${seen.failed})`);
    }
    await page.close();
    // Every problem at once, by page title.
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(phoneCount).toBeGreaterThanOrEqual(20);
  }, 900_000);
});
