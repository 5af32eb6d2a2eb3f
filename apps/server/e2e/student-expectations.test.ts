import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { brokenWords, clippedCells, pageWidths } from './page-checks';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 17 items 5 and 7 in Chromium against the real server: a form's table on a phone, a walk
// that starts at its top, and what a student expects (a YouTube link, 'Abrir um chamado', the
// newest help-desk message open, a copy button, the decimal comma). Phone and desktop widths.
const JOURNEY = 120_000;

const pageWidth = (page: Page) => page.evaluate(pageWidths);

async function addVisitor(page: Page, name: string, passport: string) {
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const item = page.getByRole('dialog', { name: 'Novo item' });
  await item.getByRole('textbox', { name: /Nome completo/ }).fill(name);
  await item.getByRole('combobox', { name: /Documento/ }).selectOption({ label: 'Passaporte' });
  await item.getByRole('textbox', { name: /Número do documento/ }).pressSequentially(passport);
  await item.getByRole('button', { name: 'Salvar' }).click();
  await item.waitFor({ state: 'hidden' });
}

async function openTicket(page: Page, baseUrl: string, title: RegExp): Promise<Locator> {
  await page.goto(`${baseUrl}/chamados/abertos`);
  await page.getByRole('row', { name: title }).getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page.getByRole('list', { name: 'Mensagens' });
}

describe.runIf(browserAvailable())('what a student expects, on a phone and on a desktop, in Chromium', () => {
  const live = useBrowserAndServer();

  for (const width of [320, 390, 1280]) {
    it(
      `${width} px: a table in a form fits its box — no clipped cell, no word split, nothing scrolls sideways; a walk starts at its top`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana', width);
        await page.goto(`${live.server.url}/atendimento`);
        const card = page.getByRole('button', { name: /^Conta para visitantes/ });
        await card.scrollIntoViewIfNeeded();
        await card.click();
        await page.getByRole('heading', { name: 'Quem está pedindo?' }).waitFor();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.getByRole('button', { name: /Organizo um evento/ }).click();
        await addVisitor(page, 'Maria Aparecida dos Santos Figueiredo de Oliveira', 'AB1234567');
        await addVisitor(page, 'João Pedro Albuquerque Cavalcanti Vasconcelos', 'CD7654321');

        const table = page.getByRole('group', { name: /Visitantes/ });
        await table.getByRole('cell', { name: /AB1234567/ }).waitFor();
        expect(await pageWidth(page)).toEqual([width, width]);
        expect(await page.evaluate(clippedCells, 'main form')).toEqual([]);
        // The table does not scroll inside its box either (a phone's cards, or a desktop's columns).
        const fits = (box: { scrollWidth: number; clientWidth: number }) => box.scrollWidth <= box.clientWidth;
        expect(await table.getByRole('region').evaluate(fits)).toBe(true);
        expect(await page.evaluate(brokenWords, { root: 'main form', selector: 'label, legend, th, .ch-table-input__label, h1, h2' })).toEqual([]);
        // Cards on a phone ('Item 1' with each column's label), a table on a desktop; the same
        // cells and buttons either way.
        const itemTitle = table.getByText('Item', { exact: true }).first();
        expect(await itemTitle.isVisible()).toBe(width < 768);
        expect(await table.getByRole('columnheader', { name: 'Nome completo' }).count()).toBe(1);
        await table.getByRole('button', { name: 'Editar item 2' }).waitFor();
        // The form at 390 and 1280 px, as pictures (SCREENSHOT_DIR).
        if (width === 390) await screenshot(page, 'form-table');
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }

  for (const [width, account] of [
    [390, 'Entrar como Ana'],
    [1280, 'Entrar como Paulo'],
  ] as const) {
    it(
      `${width} px: the detail opens the help desk's newest message and marks it seen; the protocol is copied with a button`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, account, width);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.url });
        const messages = await openTicket(page, live.server.url, /Wi-Fi eduroam não conecta/);
        const newest = messages.getByRole('button', { name: /Mensagem da equipe de atendimento Re: Wi-Fi eduroam/ });
        await expect.poll(() => newest.getAttribute('aria-expanded')).toBe('true');
        await page.getByText(/Verificamos que o ponto de acesso da sala 215/).waitFor();
        if (width === 390) await screenshot(page, 'ticket-detail');

        const protocol = (await page.getByText(/^Protocolo \d+$/).innerText()).replace('Protocolo ', '');
        await page.getByRole('button', { name: 'Copiar número de protocolo' }).click();
        await page.getByRole('status').filter({ hasText: `Número de protocolo ${protocol} copiado.` }).waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(protocol);

        // Opened for the student, it was marked seen: the star is gone when the page comes back.
        await page.reload();
        await expect.poll(() => newest.getAttribute('aria-expanded')).toBe('true');
        expect(await newest.innerText()).not.toContain('Não visualizada');
        expect(await newest.getByRole('img', { name: 'Não visualizada' }).count()).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }

  for (const width of [390, 1280]) {
    it(
      `${width} px: 'Assistir no YouTube' under a video tutorial; a search without tickets offers 'Abrir um chamado'`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Carlos', width);
        // The embed cannot load here (no internet): the link is what the student has.
        await page.goto(`${live.server.url}/atendimento`);
        await page.getByRole('button', { name: /^Laboratórios e impressoras/ }).click();
        await page.getByRole('button', { name: /Impressora não funciona/ }).click();
        const watch = page.getByRole('link', { name: /^Assistir no YouTube/ });
        await watch.waitFor();
        expect(await watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=impressora1');
        expect(await watch.getAttribute('target')).toBe('_blank');
        expect(await watch.isVisible()).toBe(true);

        await page.getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Descartar respostas' }).click();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        await page.goto(`${live.server.url}/chamados/buscar?filtro=zzqxw`);
        await page.getByText('Nenhum chamado encontrado para “zzqxw”.').waitFor();
        await page.getByRole('link', { name: 'Abrir um chamado' }).click();
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/atendimento');
        expect(problems.filter((problem) => !/youtube/i.test(problem))).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );

    it(
      `${width} px: a decimal typed with a comma ('1.500,00') is accepted, compared as 1500 and shown back as typed`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo', width);
        await page.goto(`${live.server.url}/atendimento`);
        await page.getByRole('button', { name: /^Instalação de software/ }).click();
        await page.getByRole('button', { name: /Programa que precisa ser comprado/ }).click();
        await page.getByRole('textbox', { name: /Nome do programa/ }).fill('ArcGIS Pro');
        await page.getByRole('combobox', { name: /^Licença/ }).selectOption({ label: 'Licença a adquirir' });
        const price = page.getByRole('textbox', { name: /Valor estimado da licença/ });
        await page.getByText('Pode usar vírgula nos decimais, por exemplo 1.500,00.').waitFor();
        await price.fill('1.500,00');
        await page.getByRole('combobox', { name: /^Campus/ }).selectOption({ label: 'Campus Florestal' });
        await page.getByRole('combobox', { name: /Departamento ou setor/ }).selectOption({ label: 'Departamento de Informática' });
        await page.getByRole('button', { name: 'Adicionar item' }).click();
        const item = page.getByRole('dialog', { name: 'Novo item' });
        await item.getByRole('textbox', { name: /Patrimônio/ }).pressSequentially('123456');
        await item.getByRole('combobox', { name: /Prédio/ }).selectOption({ label: 'Biblioteca Central' });
        await item.getByRole('button', { name: 'Salvar' }).click();
        await item.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Avançar' }).click();
        // The tree sends purchases above R$ 800,00 to an approval screen: 1.500,00 is 1500.
        await page.getByRole('heading', { name: 'Aprovação da compra' }).waitFor();
        await page.getByRole('button', { name: 'Voltar' }).click();
        await expect.poll(() => price.inputValue()).toBe('1.500,00');
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }
});
