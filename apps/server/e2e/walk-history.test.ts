import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 17 items 3 and 4 in Chromium against the real server: every walk screen is a browser
// history entry (Back, Forward, reload), and nothing is thrown away without asking. Each journey
// runs on a phone (390 px, where the tabs fold into 'Menu') and on a desktop (1280 px).
const JOURNEY = 120_000;
const WIDTHS = [390, 1280] as const;
const DISCARD = 'Descartar as respostas deste atendimento?';

/** A top-bar tab, through 'Menu' on a phone. */
async function openTab(page: Page, name: string) {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
  await banner.getByRole('link', { name }).filter({ visible: true }).click();
}

async function startService(page: Page, baseUrl: string, service: RegExp) {
  await page.goto(`${baseUrl}/atendimento`);
  await page.getByRole('button', { name: service }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

describe.runIf(browserAvailable())('the walk and the browser history in Chromium', () => {
  const live = useBrowserAndServer();

  for (const width of WIDTHS) {
    it(
      `${width} px: Back and Forward move between the walk's screens with the answers kept, a reload restores, Back from the first screen leaves`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Carlos', width);
        await startService(page, live.server.url, /^Laboratórios e impressoras/);
        await heading(page, 'Com o que você precisa de ajuda?');
        await page.getByRole('button', { name: /Computador do laboratório com defeito/ }).click();
        await page.getByRole('textbox', { name: /^Laboratório/ }).fill('LIN 3');
        await page.getByRole('button', { name: 'Avançar' }).click();
        await heading(page, 'Abrir chamado');

        await page.goBack();
        await heading(page, 'Computador de laboratório com defeito');
        await expect.poll(() => page.getByRole('textbox', { name: /^Laboratório/ }).inputValue()).toBe('LIN 3');
        await page.goBack();
        await heading(page, 'Com o que você precisa de ajuda?');
        await page.goForward();
        await expect.poll(() => page.getByRole('textbox', { name: /^Laboratório/ }).inputValue()).toBe('LIN 3');
        await page.goForward();
        await heading(page, 'Abrir chamado');
        await page.getByText(/LIN 3/).first().waitFor();

        await page.reload();
        await heading(page, 'Abrir chamado');
        await page.getByText(/LIN 3/).first().waitFor();
        await page.goBack();
        await page.goBack();
        await heading(page, 'Com o que você precisa de ajuda?');
        // Nothing typed on the first screen: Back leaves for the panel without asking, and the walk is gone.
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );

    it(
      `${width} px: Forward after changing an answer goes on with the new answer; after the ticket, Back shows the panel, never the final screen`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo', width);
        await page.goto(`${live.server.url}/`);
        await startService(page, live.server.url, /^Laboratórios e impressoras/);
        await page.getByRole('button', { name: /Computador do laboratório com defeito/ }).click();
        await page.getByRole('textbox', { name: /^Laboratório/ }).fill('LIN 3');
        await page.getByRole('button', { name: 'Avançar' }).click();
        await heading(page, 'Abrir chamado');
        await page.goBack();
        await page.getByRole('textbox', { name: /^Laboratório/ }).fill('LIN 4');
        await page.goForward();
        await heading(page, 'Abrir chamado');
        await page.getByText(/LIN 4/).first().waitFor();
        expect(await page.getByText(/LIN 3/).count()).toBe(0);

        await page.getByRole('button', { name: 'Criar Chamado' }).click();
        const created = page.getByRole('dialog').getByText('Chamado criado com sucesso');
        await created.waitFor();
        // Back while the protocol is on screen is held: going back could send a second ticket.
        await page.goBack();
        await created.waitFor();
        expect(await page.getByRole('heading', { name: 'Abrir chamado' }).count()).toBe(1);
        await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
        await page.waitForURL(/\/chamados\/detalhe\/\d+$/);
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        expect(await page.getByRole('button', { name: 'Criar Chamado' }).count()).toBe(0);
        // The entries of the ended walk are passed over, back to the panel it started from.
        await expect.poll(() => page.evaluate(() => Boolean((history.state as { usr?: { walk?: unknown } } | null)?.usr?.walk))).toBe(false);
        // One more Back leaves /atendimento: the walk's screens are not replayed.
        await page.goBack();
        await page.waitForURL(`${live.server.url}/`);
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );

    it(
      `${width} px: Cancelar, browser Back from the first screen, 'Novo Chamado' and 'Iniciar Atendimento' ask before discarding answers; declining keeps everything`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana', width);
        await startService(page, live.server.url, /^Ponto de rede cabeada/);
        await heading(page, 'Ponto de rede');
        const room = page.getByRole('textbox', { name: /^Sala/ });
        await room.fill('PVB 310');
        const dialog = page.getByRole('dialog', { name: DISCARD });
        const keep = async () => {
          await dialog.getByRole('button', { name: 'Continuar o atendimento' }).click();
          await dialog.waitFor({ state: 'hidden' });
          await heading(page, 'Ponto de rede');
          expect(await room.inputValue()).toBe('PVB 310');
        };

        await page.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor();
        await screenshot(page, 'walk-discard');
        await keep();

        // The first screen's Back (the browser's) leaves the walk: asked too.
        await page.goBack();
        await dialog.waitFor();
        await keep();
        await page.getByRole('button', { name: 'Voltar' }).click();
        await dialog.waitFor();
        await keep();

        await openTab(page, 'Novo Chamado');
        await dialog.waitFor();
        await keep();

        await openTab(page, 'Home');
        await page.getByRole('main').getByRole('link', { name: 'Iniciar Atendimento' }).click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Descartar respostas' }).click();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();

        // A walk with nothing answered is dropped without a question.
        await page.getByRole('button', { name: /^Ponto de rede cabeada/ }).click();
        await heading(page, 'Ponto de rede');
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        expect(await dialog.count()).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }
});
