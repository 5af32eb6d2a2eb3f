import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { stylesheetsLoaded } from './page-checks';
import { useBrowserAndServer } from './use-browser-and-server';

// The app shell in Chromium against the real server: guards (journey e of issue 9), the unseen
// badges, the service worker and its offline shell, robots.txt. No console error anywhere.
describe.runIf(browserAvailable())('the portal shell in Chromium', () => {
  const live = useBrowserAndServer();
  const problems: string[] = [];

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()} (${page.url()})`);
    });
    return page;
  }

  /** On the demo sign-on page: picks an account; the portal takes the ticket and drops it from the URL. */
  async function pickAccount(page: Page, button: string) {
    await page.getByText('Ambiente de demonstração', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).waitFor();
    expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);
  }

  async function signIn(page: Page, button: string) {
    await page.goto(`${live.server.url}/`);
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    await pickAccount(page, button);
  }

  it('sends an anonymous visitor of a restricted page to sign-on and back to that page', async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    // Page 1: Ana's closed tickets fit on one page, and a page past the end is corrected to the
    // last one, which would hide whether the query came back.
    await page.goto(`${live.server.url}/chamados/fechados?pagina=1`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    await pickAccount(page, 'Entrar como Ana');
    const back = new URL(page.url());
    expect(`${back.pathname}${back.search}`).toBe('/chamados/fechados?pagina=1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 403 page to a signed-in non-admin opening /admin', async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    await signIn(page, 'Entrar como Ana');
    await page.goto(`${live.server.url}/admin`);
    await page
      .getByRole('heading', { level: 1, name: 'Você não tem permissão para acessar esta página!' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/403');
    expect(await page.getByRole('banner').innerText()).not.toContain('Administração');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.getByText('Seja Bem-vindo!').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an admin into /admin and sends an anonymous visitor of /admin to sign-on', async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    await page.goto(`${live.server.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    await pickAccount(page, 'Entrar como Paulo');
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByRole('banner').innerText()).toContain('Administração');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the unseen counts the API reports as '{n} novos' badges on the tabs", async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    await signIn(page, 'Entrar como Ana');
    const token = await page.evaluate<string | null>("localStorage.getItem('chamados.token')");
    const count = async (estado: string) => {
      const res = await fetch(
        `${live.server.url}/api/visualization/ticket?idUsuario=12345678909&estado=${estado}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      return ((await res.json()) as { data: number }).data;
    };
    const open = await count('aberto');
    expect(open).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const openTab = nav.getByRole('link', { name: /^Chamados Abertos/ });
    await openTab.getByText(open === 1 ? '1 novo' : `${open} novos`).waitFor();
    const closed = await count('fechado');
    const closedTab = await nav.getByRole('link', { name: /^Chamados Fechados/ }).innerText();
    expect(closedTab).toBe(
      closed
        ? `Chamados Fechados${closed === 1 ? '1 novo' : `${closed} novos`}`
        : 'Chamados Fechados',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers the service worker at /sw.js and opens the shell offline', async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    await page.goto(`${live.server.url}/`);
    await page.getByText('Seja Bem-vindo!').waitFor();
    const scriptURL = await page.evaluate<string | undefined>(
      'navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL)',
    );
    expect(scriptURL).toBe(`${live.server.url}/sw.js`);
    // The manifest the browser reads for installing.
    const manifest = await (await fetch(`${live.server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({
      theme_color: '#682A2C',
      display: 'standalone',
      start_url: '/',
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Seja Bem-vindo!').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().innerText()).toContain(
      'Sistema de Abertura e Acompanhamento de Chamados',
    );
    // Another page opens offline too, from the shell.
    await page.goto(`${live.server.url}/pagina-qualquer`);
    await page.getByText('Página não encontrada').waitFor();
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints / and /atendimento from the HTML the server sends, before any JavaScript', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${live.server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Sistema de Abertura e Acompanhamento de Chamados',
    );
    expect(await page.getByText('Seja Bem-vindo!').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').innerText()).toContain('Florestal');
    expect(await page.title()).toBe('Chamados – Diretoria de Tecnologia da Informação');
    await page.goto(`${live.server.url}/atendimento`);
    expect(await page.getByRole('banner').innerText()).toContain('Novo Chamado');
    expect(await page.getByRole('status').innerText()).toBe('Carregando…');
    await context.close();
  });

  it('hydrates the prerendered home page (the same elements), for a visitor and for a user', async () => {
    const context = await live.browser.newContext();
    const page = await newPage(context);
    // Hold the bundle back until the prerendered heading has been marked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${live.server.url}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // As the browser paints it: with its stylesheet (a busy machine gets the HTML well before it).
    await page.waitForFunction(stylesheetsLoaded);
    // No 'Entrar' before the session is known: it could be wrong for a signed-in user.
    expect(await page.getByRole('main').getByRole('button', { name: 'Entrar' }).count()).toBe(0);
    await page.evaluate(() => Object.assign(document.querySelector('h1')!, { prerendered: true }));
    release();
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { prerendered?: boolean }).prerendered === true)).toBe(true);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);

    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    await pickAccount(page, 'Entrar como Ana');
    await page.goto(`${live.server.url}/`);
    await page.getByRole('link', { name: 'Iniciar Atendimento' }).waitFor();
    expect(await page.getByRole('banner').innerText()).toContain('Ana Beatriz Souza');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves a real robots.txt, not the HTML page', async () => {
    const res = await fetch(`${live.server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).not.toContain('<html');
  });
});
