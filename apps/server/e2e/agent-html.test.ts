import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { articles, faqItems, tickets } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { demoAccounts, demoUserId } from '../src/sso/demo-accounts';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// An answer written by the help desk (Znuny articles, the agents' side) is HTML from outside the
// portal. This one tries to cover the page with a fake sign-in (position:fixed; inset:0) and
// carries a tracking pixel from an unknown site and a picture from a host the portal takes images
// from (FAQ_HOSTS). In Chromium, against the real server and database: nothing covers the portal,
// no site hears anything until the reader presses 'Mostrar imagens externas', and the unknown site
// hears nothing even then (the CSP's img-src names only this origin and the FAQ hosts).
const TRACKER = 'https://rastreio.example.com';
const IMAGES = 'https://imagens.ufv.br';
const SUBJECT = 'Re: Senha do e-mail institucional';
const BODY =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff;padding:48px">' +
  '<h1>Sessão expirada</h1><p>Digite de novo sua senha institucional para continuar.</p></div>' +
  '<p style="color:#1a5c2e;font-weight:bold">Olá! Sua senha foi redefinida com sucesso.</p>' +
  `<img src="${TRACKER}/pixel.gif?destinatario=ana" alt="" width="1" height="1">` +
  `<p><img src="${IMAGES}/logo.png" alt="Logotipo da UFV"></p>`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const silent = { info() {}, warn() {}, error() {}, debug() {}, fatal() {}, trace() {}, child() { return silent; }, level: 'silent', silent() {} } as never;

describe.runIf(browserAvailable())('agent-written HTML in Chromium', () => {
  // The database the server will open, prepared first: migrated, seeded, and with the answer
  // added to Ana's newest ticket as the help desk would write it.
  const dataDir = mkdtempSync(join(tmpdir(), 'chamados-e2e-agent-html-'));
  let ticketId = 0;
  beforeAll(async () => {
    const database = await openDatabase({ ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir }, silent);
    try {
      await seed(database.db, silent);
      const ana = demoUserId(demoAccounts.find((a) => a.conta === 'aluna')!);
      const [ticket] = await database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.usuario, ana)).orderBy(desc(tickets.modificado)).limit(1);
      ticketId = ticket!.id;
      await database.db.insert(articles).values({ ticketId, assunto: SUBJECT, corpo: BODY, tipo: 'saida', de: 'Atendimento DTI' });
      // The eduroam FAQ (the Windows tutorial of the Wi-Fi tree) gains a picture from another site.
      const [faq] = await database.db.select({ corpo: faqItems.corpo }).from(faqItems).where(eq(faqItems.id, 1));
      await database.db.update(faqItems).set({ corpo: `${faq!.corpo}<p><img src="${IMAGES}/eduroam.png" alt="Mapa da cobertura"></p>` }).where(eq(faqItems.id, 1));
    } finally {
      await database.close();
    }
  }, 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const live = useBrowserAndServer({ env: { DATA_DIR: dataDir, FAQ_HOSTS: new URL(IMAGES).host } });

  /** Records what reaches either site (answered with a picture). */
  const watchSites = async (context: BrowserContext) => {
    const requested: string[] = [];
    for (const site of [TRACKER, IMAGES]) {
      await context.route(`${site}/**`, (route) => {
        requested.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      });
    }
    return requested;
  };
  /**
   * Every picture of the page has loaded or failed (or has nothing to load): what it was going to
   * ask any site, it has asked. Not 'networkidle', which the live stream (a request that stays
   * open) never lets come.
   */
  const imagesSettled = (page: Page) => page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  /** The console errors that are not the CSP refusing the tracker's pixel (which is the point). */
  const besidesTracker = (problems: string[]) => problems.filter((p) => !(p.includes(TRACKER) && /Content Security Policy/i.test(p)));

  it("keeps the answer in its place and loads images of other sites only after 'Mostrar imagens externas'", async () => {
    const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    const requested = await watchSites(context);

    await page.goto(`${live.server.url}/chamados/detalhe/${ticketId}`);
    const answer = page.getByRole('button', { name: new RegExp(SUBJECT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    if ((await answer.getAttribute('aria-expanded')) !== 'true') await answer.click();
    const fake = page.getByRole('heading', { name: 'Sessão expirada' });
    await fake.waitFor();
    await page.getByRole('button', { name: 'Mostrar imagens externas' }).waitFor();
    await screenshot(page, 'agent-html-blocked');

    // Nothing covers the portal: the header's controls get the clicks, and no corner or the middle
    // of the window lands on the fake sign-in.
    await page.getByRole('banner').getByRole('button', { name: /Sair/ }).click({ trial: true, timeout: 5_000 });
    const covers = await fake.evaluate((heading) => {
      const fakePage = heading.parentElement!;
      const { innerWidth: w, innerHeight: h } = window;
      return [[2, 2], [w - 3, 2], [2, h - 3], [w - 3, h - 3], [w / 2, 2]].filter(([x, y]) => fakePage.contains(document.elementFromPoint(x!, y!)));
    });
    expect(covers).toEqual([]);
    expect(await fake.evaluate((heading) => getComputedStyle(heading.parentElement!).position)).toBe('static');

    // The other site has heard nothing.
    await imagesSettled(page);
    expect(requested).toEqual([]);
    expect(await page.getByRole('img', { name: 'Logotipo da UFV' }).getAttribute('src')).toBeNull();

    await page.getByRole('button', { name: 'Mostrar imagens externas' }).click();
    const logo = page.getByRole('img', { name: 'Logotipo da UFV' });
    await expect.poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    // The picture of the allowed host, and nothing from the unknown site: the CSP refused the pixel.
    await imagesSettled(page);
    expect(requested).toEqual([`${IMAGES}/logo.png`]);
    await screenshot(page, 'agent-html-shown');
    expect(besidesTracker(problems)).toEqual([]);
    await context.close();
  }, 120_000);

  it("shows an FAQ tutorial's images of the FAQ hosts only after 'Mostrar imagens externas'", async () => {
    const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    const requested = await watchSites(context);
    await page.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
    await page.getByRole('button', { name: /^Rede sem fio/ }).click();
    await page.getByRole('button', { name: 'eduroam' }).click();
    await page.getByRole('button', { name: 'Computador com Windows' }).click();
    await page.getByRole('heading', { name: 'Como conectar à rede eduroam' }).waitFor();
    const notice = page.getByRole('button', { name: 'Mostrar imagens externas' });
    await notice.waitFor();
    await imagesSettled(page);
    expect(requested).toEqual([]);
    // The FAQ's own image (an attachment) is there already.
    expect(await page.getByRole('img', { name: 'Tela de configuração da eduroam' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'agent-html-faq-blocked');

    await notice.click();
    const picture = page.getByRole('img', { name: 'Mapa da cobertura' });
    await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(requested.map((url) => new URL(url).pathname)).toEqual(['/eduroam.png']);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
