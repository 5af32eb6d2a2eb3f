import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { dropFiles, pasteScreenshot, screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// The user's journeys of issue 9 in Chromium against the real server on the embedded database,
// driven by roles, labels and the spec's texts. Each journey signs in as its own demo user, so
// the tickets one creates never show in another's lists.
const JOURNEY = 120_000;

/** The protocol number in 'Chamado criado com o número de protocolo {n}.' and its closed twin. */
async function protocolIn(page: Page, text: RegExp): Promise<string> {
  const message = await page.getByRole('dialog').getByText(text).innerText();
  const number = /(\d{10,})/.exec(message)?.[1];
  if (!number) throw new Error(`sem número de protocolo em: ${message}`);
  return number;
}

async function startService(page: Page, service: RegExp) {
  await page.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
  await page.getByRole('button', { name: service }).click();
}

describe.runIf(browserAvailable())('user journeys in Chromium', () => {
  const live = useBrowserAndServer();

  it(
    '(a) a student opens a ticket through a form (mask, data-hub select, table, attachment), finds it in Chamados Abertos and replies with a file',
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
      await startService(page, /^Instalação de software/);
      await page.getByRole('button', { name: /Programa livre ou gratuito/ }).click();

      await page.getByRole('textbox', { name: /Nome do programa/ }).fill('QGIS');
      // Data-hub lists fill the selects.
      await page
        .getByRole('combobox', { name: /^Campus/ })
        .selectOption({ label: 'Campus Florestal' });
      await page
        .getByRole('combobox', { name: /Departamento ou setor/ })
        .selectOption({ label: 'Departamento de Informática' });
      // The table's item form: the mask '######' keeps only digits while typing.
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const item = page.getByRole('dialog', { name: 'Novo item' });
      await item.getByRole('textbox', { name: /Patrimônio/ }).pressSequentially('12a34-56');
      expect(await item.getByRole('textbox', { name: /Patrimônio/ }).inputValue()).toBe('123456');
      await item
        .getByRole('combobox', { name: /Prédio/ })
        .selectOption({ label: 'Biblioteca Central' });
      await item.getByRole('textbox', { name: /Sala/ }).fill('B12');
      await item.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('cell', { name: '123456' }).waitFor();
      await page.getByLabel('Escolher arquivos').setInputFiles({
        name: 'orcamento.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 orçamento'),
      });
      await page.getByText('1 arquivo escolhido').waitFor();
      await screenshot(page, 'walk-form');
      await page.getByRole('button', { name: 'Avançar' }).click();

      await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();
      await page.getByRole('cell', { name: 'orcamento.pdf' }).waitFor();
      await screenshot(page, 'walk-final');
      await page.getByRole('button', { name: 'Criar Chamado' }).click();
      await page.getByRole('dialog').getByText('Chamado criado com sucesso').waitFor();
      const tn = await protocolIn(page, /número de protocolo/);
      await screenshot(page, 'walk-created');
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      // An open ticket: the walk ends on its detail.
      await page.waitForURL(/\/chamados\/detalhe\/\d+$/);
      await page.getByText(`Protocolo ${tn}`).waitFor();

      await page
        .getByRole('banner')
        .getByRole('link', { name: /Chamados Abertos/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Chamados abertos' }).waitFor();
      await screenshot(page, 'open-tickets');
      await page.getByRole('link', { name: new RegExp(tn) }).click();
      await page.getByRole('heading', { level: 1, name: /Instalação de QGIS/ }).waitFor();
      await page.getByRole('button', { name: 'Responder' }).click();
      await page
        .getByRole('textbox', { name: 'Mensagem' })
        .fill('Segue a lista de computadores atualizada.');
      await page.getByLabel('Anexar arquivos').setInputFiles({
        name: 'computadores.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('patrimonio;sala\n123456;B12\n'),
      });
      await screenshot(page, 'reply');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.getByRole('dialog').getByText('Resposta enviada com sucesso!').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await page
        .getByRole('button', { name: /Segue a lista|Re: \[Ticket#/ })
        .last()
        .click();
      await page.getByRole('button', { name: /computadores\.csv/ }).waitFor();
      await screenshot(page, 'ticket-detail');

      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  it(
    "(b) a tutorial answered 'Sim' ends with 'Atendimento encerrado' and the ticket is in Chamados Fechados",
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana');
      await startService(page, /^E-mail institucional e senha/);
      await page.getByRole('button', { name: /Quero configurar o e-mail no celular/ }).click();
      await page.getByText('Seu problema foi resolvido?').waitFor();
      await page.getByRole('article').getByRole('heading').waitFor();
      await screenshot(page, 'walk-tutorial');
      await page.getByRole('button', { name: 'Sim' }).click();
      await page.getByRole('dialog').getByText('Atendimento encerrado').waitFor();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByText('Ficamos felizes que conseguiu resolver seu problema!', { exact: false })
        .waitFor();
      await dialog.getByText('Se precisar de algo mais, continuamos à disposição!').waitFor();
      const tn = await protocolIn(page, /número de protocolo/);
      await screenshot(page, 'walk-closed');
      await dialog.getByRole('button', { name: 'Ok' }).click();
      // A closed ticket: the user stays on /atendimento, back at the panel.
      await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/atendimento');

      await page
        .getByRole('banner')
        .getByRole('link', { name: /Chamados Fechados/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Chamados fechados' }).waitFor();
      await page.getByRole('link', { name: new RegExp(tn) }).waitFor();
      await screenshot(page, 'closed-tickets');
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  it(
    '(c) Voltar and Cancelar mid-walk, and a reload mid-walk keeps the walk and what was entered',
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Carlos');
      await screenshot(page, 'home');
      await startService(page, /^Laboratórios e impressoras/);
      await screenshot(page, 'walk-options');
      await page.getByRole('button', { name: /Reservar laboratório/ }).click();
      await page.getByRole('heading', { name: 'Reserva de laboratório' }).waitFor();
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.getByRole('heading', { name: 'Com o que você precisa de ajuda?' }).waitFor();
      await page.getByRole('button', { name: /Reservar laboratório/ }).click();
      await page
        .getByRole('combobox', { name: /^Campus/ })
        .selectOption({ label: 'Campus Viçosa' });
      await page.getByRole('textbox', { name: /Disciplina ou evento/ }).fill('INF 101');
      await page.getByRole('textbox', { name: /^Data/ }).pressSequentially('24112026');
      await page.getByRole('textbox', { name: /Número de participantes/ }).fill('30');
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();

      // A reload (or a tab closed and opened again) finds the walk where it was.
      await page.reload();
      await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();
      await page.getByRole('cell', { name: 'INF 101', exact: true }).waitFor();
      // Voltar shows the form with what was entered there.
      await page.getByRole('button', { name: 'Voltar' }).click();
      await page.getByRole('heading', { name: 'Reserva de laboratório' }).waitFor();
      expect(await page.getByRole('textbox', { name: /Data/ }).inputValue()).toBe('24/11/2026');
      expect(await page.getByRole('textbox', { name: /Disciplina ou evento/ }).inputValue()).toBe(
        'INF 101',
      );

      // The walk holds answers: Cancelar asks first (issue 17).
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page
        .getByRole('dialog', { name: 'Descartar as respostas deste atendimento?' })
        .getByRole('button', { name: 'Descartar respostas' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
      await screenshot(page, 'service-panel');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();

      // 'Novo Chamado' in the top bar drops a walk in progress.
      await page.getByRole('button', { name: /^Laboratórios e impressoras/ }).click();
      await page.getByRole('heading', { name: 'Com o que você precisa de ajuda?' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  it(
    '(d) search finds a ticket by a word of its body and by its protocol number',
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
      await page.getByRole('banner').getByRole('link', { name: 'Buscar Chamados' }).first().click();
      const box = page.getByRole('searchbox', { name: /Texto ou número de protocolo/ });
      // 'cilindro' is only in the help desk's answer of a seeded ticket.
      await box.fill('cilindro');
      const found = page.getByRole('link', { name: /\d{10,}/ });
      await expect.poll(() => found.count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get('filtro')).toBe('cilindro');
      const tn = /(\d{10,})/.exec(await found.innerText())?.[1] ?? '';
      await page.getByText('Impressora do DPI imprimindo manchado').first().waitFor();
      await screenshot(page, 'search');

      await box.fill(tn);
      await page.getByText('1 chamado encontrado').waitFor();
      await found.click();
      await page.getByText(`Protocolo ${tn}`).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  it(
    "(f) an unseen message from the help desk shows its star and the tab's badge; opening it clears both",
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
      // Two open tickets carry an answer not yet read: the tab says so.
      const openTab = page
        .getByRole('banner')
        .getByRole('link', { name: /Chamados Abertos/ })
        .first();
      await expect.poll(() => openTab.innerText()).toContain('2 novos');
      await openTab.click();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'Wi-Fi eduroam não conecta no Prédio Principal' });
      await row.getByRole('img', { name: 'Não visualizado' }).waitFor();
      await row.getByRole('link').click();
      const message = page.getByRole('button', { name: /Re: Wi-Fi eduroam não conecta/ });
      // The help desk's newest message opens with the ticket (issue 17), as a click would.
      await expect.poll(() => message.getAttribute('aria-expanded')).toBe('true');
      await page
        .getByText('Verificamos que o ponto de acesso da sala 215 estava sem energia', {
          exact: false,
        })
        .waitFor();
      await expect
        .poll(() => message.getByRole('img', { name: 'Não visualizada' }).count())
        .toBe(0);
      // The download carries the token: the file arrives with its name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /mapa-pontos-de-acesso\.txt/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('mapa-pontos-de-acesso.txt');

      await expect.poll(() => openTab.innerText()).toContain('1 novo');
      await openTab.click();
      await expect
        .poll(() =>
          page
            .getByRole('row')
            .filter({ hasText: 'Wi-Fi eduroam não conecta no Prédio Principal' })
            .getByRole('img', { name: 'Não visualizado' })
            .count(),
        )
        .toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  it(
    '(g) a file dropped and a screenshot pasted arrive as attachments of the ticket, in the walk and in a reply',
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana');
      await startService(page, /^Instalação de software/);
      await page.getByRole('button', { name: /Programa com licença da universidade/ }).click();
      await page.getByRole('textbox', { name: /Nome do programa/ }).fill('MATLAB');
      await page
        .getByRole('combobox', { name: /^Campus/ })
        .selectOption({ label: 'Campus Viçosa' });
      await page
        .getByRole('combobox', { name: /Departamento ou setor/ })
        .selectOption({ label: 'Departamento de Matemática' });
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const item = page.getByRole('dialog', { name: 'Novo item' });
      await item.getByRole('textbox', { name: /Patrimônio/ }).fill('654321');
      await item
        .getByRole('combobox', { name: /Prédio/ })
        .selectOption({ label: 'Centro de Ciências Exatas e Tecnológicas' });
      await item.getByRole('button', { name: 'Salvar' }).click();
      await dropFiles(page.getByText('Arraste arquivos para esta caixa', { exact: false }), [
        { name: 'termo-licenca.pdf', type: 'application/pdf', text: '%PDF-1.4 termo' },
      ]);
      await page.getByText('1 arquivo escolhido').waitFor();
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByRole('button', { name: 'Criar Chamado' }).click();
      await page.getByRole('dialog').getByText('Chamado criado com sucesso').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL(/\/chamados\/detalhe\/\d+$/);

      // The ticket's first message carries the dropped file.
      await page
        .getByRole('button', { name: /Instalação de MATLAB/ })
        .first()
        .click();
      await page.getByRole('button', { name: /termo-licenca\.pdf/ }).waitFor();

      // A reply: one file dropped on the editor, one screenshot pasted into the message.
      await page.getByRole('button', { name: 'Responder' }).click();
      const body = page.getByRole('textbox', { name: 'Mensagem' });
      await body.fill('Seguem o termo assinado e a tela do erro.');
      await dropFiles(body, [{ name: 'termo-assinado.txt', type: 'text/plain', text: 'assinado' }]);
      await pasteScreenshot(body);
      await page
        .getByText(/captura-de-tela-.*\.png/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.getByRole('dialog').getByText('Resposta enviada com sucesso!').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      const reply = page.getByRole('button', { name: /Re: \[Ticket#/ }).last();
      await reply.click();
      await page.getByRole('button', { name: /termo-assinado\.txt/ }).waitFor();
      await page.getByRole('button', { name: /captura-de-tela-.*\.png/ }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );
});
