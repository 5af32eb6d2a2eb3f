import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn } from './portal-session';
import { launchTestTreeAt, TEST_TREE, ticketBodyAt } from '../test/open-ticket';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 30, the desk's side, in Chromium at 390 and 1280 px on the built server: tickets that kept
// the default subject are told apart by their service (the student's list, the queue); the agent's
// properties panel reads labels, not property keys; the conversation is not a column of
// 'Re: [Ticket#…]'; times read '00:26'; 'Assumir' opens a new ticket; a note (no subject) and a
// reply confirm in a status line, with no dialog to dismiss; the tab's count is the 'Novos' list's;
// on a phone the three header buttons share the width evenly. SCREENSHOT_DIR keeps the pictures.
const DEFAULT_TITLE = /^Chamado criado automaticamente - \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/;
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

async function picture(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The page is no wider than its window: nothing runs off the side. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.runIf(browserAvailable())('the desk reads words (issue 30) in Chromium', () => {
  const live = useBrowserAndServer();
  let launched = false;

  /** A ticket of the test tree with no subject (so the default one) and a room, as Ana. */
  async function openDefaultTitled(token: string, sala: string): Promise<{ ticketId: number; ticketNumber: string }> {
    if (!launched) {
      const paulo = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
      await launchTestTreeAt(live.server.url, `Bearer ${await sessionToken(paulo.page)}`);
      await paulo.context.close();
      launched = true;
    }
    const body = await ticketBodyAt(live.server.url, `Bearer ${token}`, { sala, descricao: 'O projetor não liga.' });
    const res = await fetch(`${live.server.url}/api/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return (await res.json()) as { ticketId: number; ticketNumber: string };
  }

  for (const width of [390, 1280]) {
    it(`at ${width} px: default-titled tickets, the properties panel, and inline confirmations`, async () => {
      const student = await signIn(live.browser, live.server.url, 'Entrar como Ana', width);
      const token = await sessionToken(student.page);
      const first = await openDefaultTitled(token, `${width}-A`);
      const second = await openDefaultTitled(token, `${width}-B`);

      // The student's open list: the two default titles, each with the service under it.
      await student.page.goto(`${live.server.url}/chamados/abertos`);
      for (const tn of [first.ticketNumber, second.ticketNumber]) {
        const row = student.page.getByRole('row').filter({ has: student.page.getByRole('link', { name: new RegExp(tn) }) });
        await row.waitFor();
        const title = row.getByRole('cell').nth(1);
        expect(await title.innerText()).toMatch(/Chamado criado automaticamente - .*\n?.*Chamado de teste/s);
      }
      expect(await fitsWidth(student.page)).toBe(true);
      await picture(student.page, `desk-words-student-list-${width}`);

      // The agent's queue: 'Novos' lists them with the service; its count is the tab's.
      const agent = await signIn(live.browser, live.server.url, 'Entrar como Atendente', width);
      const ap = agent.page;
      await ap.goto(`${live.server.url}/atendente?estado=novos`);
      await ap.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();
      const row = ap.getByRole('row').filter({ has: ap.getByRole('link', { name: first.ticketNumber }) });
      await row.waitFor();
      expect(await row.innerText()).toContain(TEST_TREE);
      expect((await row.innerText()).split('\n').some((line) => DEFAULT_TITLE.test(line.trim()))).toBe(true);
      const listed = Number((await ap.getByRole('status').filter({ hasText: /^\d+ chamados?$/ }).innerText()).match(/\d+/)![0]);
      if (width >= 768) {
        const tab = ap.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Atendimento/ });
        await expect.poll(async () => Number((await tab.innerText()).match(/(\d+) novos?/)?.[1] ?? 0)).toBe(listed);
      }
      expect(await ap.getByRole('radio', { name: 'Novos' }).getAttribute('aria-describedby')).toBeTruthy();
      expect(await fitsWidth(ap)).toBe(true);
      await picture(ap, `desk-words-queue-${width}`);

      // The ticket: on a phone the three buttons share the width evenly.
      await row.getByRole('link', { name: first.ticketNumber }).click();
      await ap.getByText(`Protocolo ${first.ticketNumber}`).waitFor();
      if (width < 768) {
        const reply = (await ap.getByRole('button', { name: 'Responder' }).boundingBox())!;
        const note = (await ap.getByRole('button', { name: 'Nota interna' }).boundingBox())!;
        const aside = (await ap.getByRole('button', { name: 'Ir para ações e prazos' }).boundingBox())!;
        expect(Math.abs(reply.width - note.width)).toBeLessThan(2);
        expect(Math.abs(reply.y - note.y)).toBeLessThan(2);
        expect(Math.abs(aside.width - (note.x + note.width - reply.x))).toBeLessThan(2);
      }

      // The properties panel: labels, never property keys; times with two-digit hours.
      const panel = ap.getByRole('complementary', { name: 'Dados e ações do chamado' });
      await panel.getByText('Propriedades do atendimento').click();
      const answers = panel.locator('details dl');
      await answers.getByText('Sala', { exact: true }).waitFor();
      await answers.getByText(`${width}-A`, { exact: true }).waitFor();
      expect(await answers.getByText('sala', { exact: true }).count()).toBe(0);
      expect(await panel.getByLabel('Dados do chamado').innerText()).toMatch(DATE_TIME);
      // The conversation: headed by who wrote, no 'Re: [Ticket#…]'.
      const conversation = ap.getByRole('list', { name: 'Conversa' });
      expect(await conversation.innerText()).not.toContain('[Ticket#');
      expect(await conversation.getByRole('button').first().innerText()).toMatch(DATE_TIME);

      // 'Assumir' on a new ticket opens it.
      await ap.getByRole('button', { name: 'Assumir' }).click();
      await ap.getByRole('status').getByText('Você assumiu o chamado. Estado alterado para Aberto.').waitFor();
      await panel.getByLabel('Dados do chamado').getByText('Aberto', { exact: true }).waitFor();
      await picture(ap, `desk-words-properties-${width}`);

      // A note: no subject asked, confirmed in a status line.
      await ap.getByRole('button', { name: 'Nota interna' }).click();
      expect(await ap.getByRole('textbox', { name: /Assunto/ }).count()).toBe(0);
      await ap.getByRole('textbox', { name: 'Mensagem' }).fill('Conferir o cabo HDMI da sala.');
      await ap.getByRole('button', { name: 'Salvar nota interna (só atendentes)' }).click();
      await ap.getByRole('status').getByText('Nota interna salva. O solicitante não a vê.').waitFor();
      expect(await ap.getByRole('dialog').count()).toBe(0);
      await conversation.getByRole('button', { name: /Nota interna/ }).waitFor();

      // A reply: confirmed the same way.
      await ap.getByRole('button', { name: 'Responder' }).click();
      await ap.getByRole('textbox', { name: 'Mensagem' }).fill('Trocamos o cabo. Pode testar?');
      await ap.getByRole('button', { name: 'Enviar' }).click();
      await ap.getByRole('status').getByText('Resposta enviada ao solicitante.').waitFor();
      expect(await ap.getByRole('dialog').count()).toBe(0);
      await conversation.getByText('Trocamos o cabo. Pode testar?').waitFor();
      expect(await fitsWidth(ap)).toBe(true);
      await picture(ap, `desk-words-confirmed-${width}`);

      expect(student.problems).toEqual([]);
      expect(agent.problems).toEqual([]);
      await student.context.close();
      await agent.context.close();
    }, 180_000);
  }
});
