import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 30, item 1: FAQ articles a tree's tutorials show are searched too. A phrase no service
// has ('autenticação PEAP', in the eduroam article's text only) offers the article under
// 'Artigos que podem ajudar'; choosing it lands on the tutorial screen, the questions before it
// answered, and the walk the server replays from the first screen creates the ticket.
const JOURNEY = 120_000;

describe.runIf(browserAvailable())("'Artigos que podem ajudar' in Chromium", () => {
  const live = useBrowserAndServer();

  for (const width of [390, 1280]) {
    it(
      `finds an FAQ article by its words and opens its tutorial, at ${width} px`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana', width);
        await page.goto(`${live.server.url}/atendimento`);
        await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
        await page.getByLabel('Procurar Serviço').pressSequentially('autenticação PEAP');
        const articles = page.getByRole('region', { name: 'Artigos que podem ajudar' });
        await articles.getByRole('heading', { name: 'Artigos que podem ajudar' }).waitFor();
        const article = articles.getByRole('button', { name: 'Como conectar à rede eduroam Tutorial do serviço Rede sem fio (Wi-Fi e eduroam)' });
        expect(await article.isVisible()).toBe(true);
        expect(await page.getByText('Nenhum serviço encontrado para “autenticação PEAP”.').isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await screenshot(page, `helpful-articles-panel-${width}`);

        await article.click();
        await page.getByRole('heading', { name: 'Como conectar à rede eduroam' }).waitFor();
        expect(await page.getByText('Seu problema foi resolvido?').isVisible()).toBe(true);
        expect(await page.getByText(/Método EAP: PEAP/).isVisible()).toBe(true);
        await screenshot(page, `helpful-articles-tutorial-${width}`);

        // The questions before it were answered on the way: 'Voltar' shows the one before.
        await page.getByRole('button', { name: 'Voltar' }).click();
        await page.getByText('Em qual dispositivo o problema acontece?').waitFor();
        await page.getByRole('button', { name: 'Computador com Windows' }).click();
        await page.getByRole('heading', { name: 'Como conectar à rede eduroam' }).waitFor();

        // 'Sim': the server replays the walk (the two questions, then the tutorial) and closes it.
        await page.getByRole('button', { name: 'Sim' }).click();
        await page.getByRole('dialog').getByText('Atendimento encerrado').waitFor();
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }
});
