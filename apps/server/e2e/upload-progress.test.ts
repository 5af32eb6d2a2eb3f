import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 19 §1: the portal sends files as multipart and shows how far a large upload got, on
// 'Criar Chamado' and on 'Enviar', against the real server; the files come back byte for byte.
const JOURNEY = 180_000;
// The form's box takes PDFs of up to 5 MB; a reply, up to 18 MB in all.
const FILE_BYTES = 4 * 1048576;

/** Chromium's own network throttling, so the upload lasts long enough to be watched. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
}

/** The bytes of the last file of the ticket's last article, through the API with the page's token. */
async function lastFile(page: Page, baseUrl: string, ticketId: number): Promise<Buffer> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const detail = (await (await fetch(`${baseUrl}/api/ticket/${ticketId}`, { headers })).json()) as { artigos: { anexos: { url: string }[] }[] };
  const article = detail.artigos.filter((a) => a.anexos.length > 0).at(-1)!;
  return Buffer.from(await (await fetch(`${baseUrl}${article.anexos.at(-1)!.url}`, { headers })).arrayBuffer());
}

describe.runIf(browserAvailable())('large files upload through the portal with progress', () => {
  const live = useBrowserAndServer();

  it(
    "shows 'Envio dos anexos' while 'Criar Chamado' and 'Enviar' upload 4 MB, and the files arrive byte for byte",
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
      const created = randomBytes(FILE_BYTES);
      const replied = randomBytes(FILE_BYTES);

      await page.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
      await page.getByRole('button', { name: /^Instalação de software/ }).click();
      await page.getByRole('button', { name: /Programa livre ou gratuito/ }).click();
      await page.getByRole('textbox', { name: /Nome do programa/ }).fill('QGIS');
      await page.getByRole('combobox', { name: /^Campus/ }).selectOption({ label: 'Campus Florestal' });
      await page.getByRole('combobox', { name: /Departamento ou setor/ }).selectOption({ label: 'Departamento de Informática' });
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const item = page.getByRole('dialog', { name: 'Novo item' });
      await item.getByRole('textbox', { name: /Patrimônio/ }).pressSequentially('123456');
      await item.getByRole('combobox', { name: /Prédio/ }).selectOption({ label: 'Biblioteca Central' });
      await item.getByRole('textbox', { name: /Sala/ }).fill('B12');
      await item.getByRole('button', { name: 'Salvar' }).click();
      await page.getByLabel('Escolher arquivos').setInputFiles({ name: 'orcamento.pdf', mimeType: 'application/pdf', buffer: created });
      await page.getByText('1 arquivo escolhido').waitFor();
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();

      await slowUploads(page, 512 * 1024);
      await page.getByRole('button', { name: 'Criar Chamado' }).click();
      const creating = page.getByRole('dialog').getByRole('progressbar', { name: 'Envio dos anexos' });
      await creating.waitFor();
      await page.waitForFunction(() => Number(document.querySelector('progress')?.value ?? 0) > 0.2);
      expect(await creating.getAttribute('aria-valuetext')).toMatch(/^\d+% enviado$/);
      await screenshot(page, 'upload-progress-create');
      await page.getByRole('dialog').getByText('Chamado criado com sucesso').waitFor({ timeout: 60_000 });
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(/\/chamados\/detalhe\/\d+$/);
      const ticketId = Number(/(\d+)$/.exec(page.url())![1]);
      expect((await lastFile(page, live.server.url, ticketId)).equals(created)).toBe(true);

      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByRole('textbox', { name: 'Mensagem' }).fill('Segue o mapa em alta resolução.');
      await page.getByLabel('Anexar arquivos').setInputFiles({ name: 'mapa-alta.tif', mimeType: 'image/tiff', buffer: replied });
      await page.getByRole('button', { name: 'Enviar' }).click();
      const sending = page.getByRole('progressbar', { name: 'Envio dos anexos' });
      await sending.waitFor();
      await page.waitForFunction(() => Number(document.querySelector('progress[aria-label="Envio dos anexos"]')?.getAttribute('value') ?? 0) > 0.2);
      await screenshot(page, 'upload-progress-reply');
      await page.getByRole('dialog').getByText('Resposta enviada com sucesso!').waitFor({ timeout: 60_000 });
      expect(await sending.count()).toBe(0);
      expect((await lastFile(page, live.server.url, ticketId)).equals(replied)).toBe(true);

      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );
});
