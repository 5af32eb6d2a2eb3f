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

/** Shows one docs page the way the manager does (the bundle is parsed once) and reads it once rendered. */
async function readDocsPage(page: Page, baseUrl: string, { id, stories }: DocsPage) {
  // The page is there once it has rendered and each of its stories has finished (its effects ran).
  const rendered = ({ docsId, storyIds }: { docsId: string; storyIds: string[] }) => {
    const seen = window as unknown as { __docsRendered?: string[]; __storiesFinished?: string[] };
    return seen.__docsRendered?.includes(docsId) && storyIds.every((storyId) => seen.__storiesFinished?.includes(storyId));
  };
  const waitFor = { docsId: id, storyIds: stories };
  try {
    await page.evaluate((docsId) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, data: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
    }, id);
    await page.waitForFunction(rendered, waitFor, { timeout: 20_000 });
  } catch {
    // Storybook reloads the frame when the page it leaves still has a story at work (a play
    // function): then the page is opened by its address.
    await page.goto(`${baseUrl}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`);
    await page.waitForFunction(rendered, waitFor, { timeout: 20_000 });
  }
  return page.evaluate(() => {
    return {
      // Stories in their own frame would keep a dialog inside it; only the page's own count.
      modalDialogs: [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal')).map((dialog) => dialog.textContent?.slice(0, 60)),
      rawExample: document.body.innerText.includes('@example'),
      // A story that moves focus when it mounts must not scroll the page away from its top.
      scrolled: Math.round(window.scrollY),
      failed: document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'erro') : null,
    };
  });
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
    await page.waitForURL(/path=/);
    expect(decodeURIComponent(page.url())).toContain('path=/docs/fundamentos-introdução--docs');
    await page.close();
  });

  it('every docs page opens at its top, under no dialog, with no raw "@example"', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordDocsRendered);
    await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${encodeURIComponent(entries[0]!.id)}`);
    await page.locator('.sbdocs-content').first().waitFor();
    const problems: string[] = [];
    for (const entry of entries) {
      const seen = await readDocsPage(page, server.url, entry);
      if (seen.modalDialogs.length > 0) problems.push(`${entry.title}: ${seen.modalDialogs.length} diálogo(s) sobre a página (${seen.modalDialogs.join(' | ')})`);
      if (seen.rawExample) problems.push(`${entry.title}: mostra "@example" cru`);
      if (seen.scrolled > 0) problems.push(`${entry.title}: abre rolada ${seen.scrolled} px para baixo`);
      if (seen.failed) problems.push(`${entry.title}: erro ao renderizar (${seen.failed})`);
    }
    await page.close();
    // Every problem at once, by page title.
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(40);
  });
});
