import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { useBrowserAndServer } from './use-browser-and-server';

describe.runIf(browserAvailable())('home page in Chromium, served by the real server', () => {
  const live = useBrowserAndServer({
    // Graceful shutdown: SIGTERM ends the process cleanly.
    onStop: (code) => expect(code).toBe(0),
  });
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    page = await live.browser.newPage();
    // A CSP violation or a script error shows up here; the product must load without either.
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
  }, 60_000);

  it("/ shows 'Seja Bem-vindo!', the title, the 'Entrar' button, the version and the campuses", async () => {
    const response = await page.goto(`${live.server.url}/`);
    expect(response?.status()).toBe(200);
    await page.getByText('Seja Bem-vindo!').waitFor();
    expect(await page.locator('h1').first().innerText()).toContain('Sistema de Abertura e Acompanhamento de Chamados');
    // 'Entrar' shows once the app knows nobody is signed in (the prerendered page keeps it hidden).
    await page.getByRole('button', { name: 'Entrar' }).or(page.getByRole('link', { name: 'Entrar' })).first().waitFor({ state: 'visible', timeout: 10_000 });
    const text = await page.locator('body').innerText();
    expect(text).toContain('1.15.3');
    for (const campus of ['Viçosa', 'Florestal', 'Rio Paranaíba']) expect(text).toContain(campus);
    expect(problems).toEqual([]);
  });

  it('an unknown path shows the not-found page with a link home', async () => {
    const response = await page.goto(`${live.server.url}/alguma/rota/que-nao-existe`);
    // History fallback: the server answers the app, which renders its not-found page.
    expect(response?.status()).toBe(200);
    await page.getByText('Página não encontrada').waitFor();
    expect(await page.locator('body').innerText()).toContain('A página que você procura não existe');
    await page.getByRole('link', { name: /home|início/i }).first().click();
    await page.getByText('Seja Bem-vindo!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });

  it('/healthz answers ok over real HTTP', async () => {
    const res = await fetch(`${live.server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
