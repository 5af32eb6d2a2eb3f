import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { useBrowserAndServer } from './use-browser-and-server';

// Each demo account of the embedded sign-on, as a new user would try it: Entrar → pick the
// account → back on the portal, signed in, with the admin tab only for the admin.
const accounts = [
  { button: 'Entrar como Ana', name: 'Ana', admin: false },
  { button: 'Entrar como Carlos', name: 'Carlos', admin: false },
  { button: 'Entrar como Mariana', name: 'Mariana', admin: false },
  { button: 'Entrar como Paulo', name: 'Paulo', admin: true },
];

describe.runIf(browserAvailable())('signing in through the demo single sign-on in Chromium', () => {
  const live = useBrowserAndServer();

  async function signIn(context: BrowserContext, button: string): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    await page.goto(`${live.server.url}/`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).or(page.getByRole('main').getByRole('link', { name: 'Entrar' })).first().click();
    await page.getByText('Ambiente de demonstração', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('link', { name: 'Iniciar Atendimento' }).or(page.getByRole('button', { name: 'Iniciar Atendimento' })).first().waitFor();
    return { page, problems };
  }

  for (const account of accounts) {
    it(`${account.name} signs in, sees the name and ${account.admin ? 'the' : 'no'} Administração tab, and signs out`, async () => {
      const context = await live.browser.newContext();
      const { page, problems } = await signIn(context, account.button);

      // The ticket is taken from the URL and removed from it.
      expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);
      const banner = await page.getByRole('banner').innerText();
      expect(banner).toContain(account.name);
      expect(banner.includes('Administração')).toBe(account.admin);

      // Signed in survives a reload (the token is kept).
      await page.reload();
      await page.getByText('Iniciar Atendimento').first().waitFor();

      await page.getByRole('banner').getByRole('button', { name: 'Sair' }).or(page.getByRole('banner').getByRole('link', { name: 'Sair' })).first().click();
      await page.getByRole('main').getByText('Entrar').first().waitFor();
      expect(await page.getByRole('banner').innerText()).not.toContain(account.name);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("'Sair' on a page that needs login reaches the SSO logout and ends on the home page, not back at sign-on", async () => {
    const context = await live.browser.newContext();
    const { page, problems } = await signIn(context, 'Entrar como Ana');
    await page.goto(`${live.server.url}/chamados/abertos`);
    await page.getByRole('heading', { level: 1, name: 'Chamados abertos' }).waitFor();
    const logouts: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/sso/logout') logouts.push(response.status());
    });
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).or(page.getByRole('banner').getByRole('link', { name: 'Sair' })).first().click();
    await page.getByRole('main').getByText('Entrar').first().waitFor();
    // The logout answered (a redirect back to the portal): a login redirect did not cancel it.
    expect(logouts).toEqual([302]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('banner').innerText()).not.toContain('Ana');
    expect(problems).toEqual([]);
    await context.close();
  });
});
