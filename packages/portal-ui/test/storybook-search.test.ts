import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchChromium } from '@chamados/test-chromium';
import { componentTitle } from '../.storybook/titles';
import { serveFolder } from './static-server';

// The built static Storybook's sidebar search, as a designer types into it: every component is
// found by its Portuguese name, by its name in code, and by the words people say instead.
const staticDir = join(import.meta.dirname, '..', 'storybook-static');

interface IndexEntry {
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

function componentPages() {
  if (!existsSync(join(staticDir, 'index.json'))) {
    throw new Error('storybook-static/ não existe: rode `pnpm build-storybook` antes (o Turborepo faz isso em `pnpm test`).');
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const titles = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.importPath.includes('/components/'))
      .map((entry) => entry.title),
  );
  return [...titles].map((title) => ({ title, ...componentTitle(title) }));
}

/** The texts of the search's results for what was typed. */
async function search(page: Page, text: string): Promise<string[]> {
  const field = page.getByRole('searchbox');
  await field.fill(text);
  const results = page.getByRole('option');
  await results.first().waitFor();
  return results.allTextContents();
}

describe.runIf(browserAvailable('a busca do Storybook'))('static Storybook search (Chromium)', () => {
  let browser: Browser;
  let page: Page;
  let server: Awaited<ReturnType<typeof serveFolder>>;
  const components = componentPages();

  beforeAll(async () => {
    server = await serveFolder(staticDir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/?path=/docs/fundamentos-introdução--docs`);
    await page.getByRole('searchbox').waitFor({ timeout: 90_000 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('every component page has a Portuguese name and its name in code', () => {
    expect(components.length).toBeGreaterThanOrEqual(60);
    const unnamed = components.filter((component) => !component.codigo || component.nome === component.codigo).map((component) => component.title);
    expect(unnamed).toEqual([]);
  });

  it('finds every component by its Portuguese name and by its name in code', async () => {
    const missed: string[] = [];
    for (const { nome, codigo, title } of components) {
      const page_ = title.split('/').pop()!;
      for (const query of [nome, codigo!]) {
        const results = await search(page, query);
        if (!results.some((result) => result.includes(page_))) missed.push(`'${query}' não acha ${nome}`);
      }
    }
    expect(missed).toEqual([]);
  }, 300_000);

  it.each([
    ['modal', 'Diálogo · Dialog'],
    ['botão', 'Botão · Button'],
    ['botao', 'Botão · Button'],
    ['paginação', 'Paginação · Pagination'],
    ['tabela', 'Tabela de preenchimento · TableInput'],
    ['diálogo', 'Diálogo · Dialog'],
    ['dropdown', 'Lista de seleção · SelectInput'],
    ['spinner', 'Carregando · LoadingIndicator'],
  ])("'%s' finds %s", async (query, expected) => {
    expect((await search(page, query)).some((result) => result.includes(expected))).toBe(true);
  });
});
