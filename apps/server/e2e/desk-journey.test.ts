import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 21's journey in Chromium, on the built server with the embedded store: a student opens a
// ticket through a tree; the agent finds it in the queue, takes it, writes an internal note and a
// reply with a file, and sets 'pendente-cliente'; the student sees the reply as unseen (never the
// note) and answers; the ticket is back in the agent's 'Abertos'; the agent closes it and the
// student finds it under 'Chamados Fechados'. Then the admin's 'Respostas prontas'.
const JOURNEY = 180_000;
const NOTE = 'Conferir a agenda do laboratório antes de confirmar a reserva.';
const REPLY = 'A sala está reservada. Segue o termo de uso do laboratório.';
const ANSWER = 'Obrigado! Vamos usar a sala com 30 alunos.';

/** The unseen badge of the student's 'Chamados Abertos' tab: 0 when there is none. */
async function unseenOpen(page: Page): Promise<number> {
  const tab = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Chamados Abertos/ });
  await tab.waitFor();
  const match = /(\d+) novos?$/.exec(await tab.innerText());
  return match ? Number(match[1]) : 0;
}

describe.runIf(browserAvailable())('the Central de Atendimento journey in Chromium', () => {
  const live = useBrowserAndServer();

  it(
    'a ticket from a tree is taken, noted, answered, paused, answered by the student, reopened and closed',
    async () => {
      // The student opens a ticket through the lab reservation tree.
      const student = await signIn(live.browser, live.server.url, 'Entrar como Carlos');
      const sp = student.page;
      await sp.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
      await sp.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
      await sp.getByRole('button', { name: /^Laboratórios e impressoras/ }).click();
      await sp.getByRole('button', { name: /Reservar laboratório/ }).click();
      await sp.getByRole('combobox', { name: /^Campus/ }).selectOption({ label: 'Campus Viçosa' });
      await sp.getByRole('textbox', { name: /Disciplina ou evento/ }).fill('INF 101');
      await sp.getByRole('textbox', { name: /^Data/ }).pressSequentially('24112026');
      await sp.getByRole('textbox', { name: /Número de participantes/ }).fill('30');
      await sp.getByRole('button', { name: 'Avançar' }).click();
      await sp.getByRole('heading', { name: 'Abrir chamado' }).waitFor();
      await sp.getByRole('button', { name: 'Criar Chamado' }).click();
      const created = await sp.getByRole('dialog').getByText(/número de protocolo/).innerText();
      const tn = /(\d{10,})/.exec(created)![1]!;
      await sp.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await sp.waitForURL(/\/chamados\/detalhe\/\d+$/);
      const ticketId = Number(/(\d+)$/.exec(new URL(sp.url()).pathname)![1]);
      const unseenBefore = await unseenOpen(sp);

      // The agent finds it in the queue ('Abertos'), not yet seen, and opens it.
      const agent = await signIn(live.browser, live.server.url, 'Entrar como Atendente');
      const ap = agent.page;
      await ap.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Atendimento/ }).click();
      await ap.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();
      const row = ap.getByRole('row').filter({ has: ap.getByRole('link', { name: tn }) });
      await row.getByRole('img', { name: 'Não visualizado por você' }).waitFor();
      await row.getByRole('link', { name: tn }).click();
      await ap.waitForURL(`**/atendente/chamado/${ticketId}`);
      await ap.getByText(`Protocolo ${tn}`).waitFor();
      // The first message carries the student's answers.
      await ap.getByRole('list', { name: 'Conversa' }).getByText('INF 101').first().waitFor();

      // 'Assumir': the ticket is mine, and the page says so.
      await ap.getByRole('button', { name: 'Assumir' }).click();
      await ap.getByRole('status').getByText('Você assumiu o chamado.').waitFor();
      await ap.getByRole('button', { name: 'Devolver (deixar sem atendente)' }).waitFor();
      expect(await ap.getByLabel('Dados do chamado').getByText('Atendente DTI (você)').count()).toBe(1);

      // An internal note, said to be for agents only.
      await ap.getByRole('button', { name: 'Nota interna' }).click();
      await ap.getByText('O solicitante não vê esta nota nem é avisado dela.').waitFor();
      await ap.getByRole('textbox', { name: 'Mensagem' }).fill(NOTE);
      await ap.getByRole('button', { name: 'Salvar nota interna (só atendentes)' }).click();
      // Confirmed in a status line, nothing to dismiss (issue 30).
      await ap.getByRole('status').getByText('Nota interna salva. O solicitante não a vê.').waitFor();
      await ap.getByRole('list', { name: 'Conversa' }).getByRole('button', { name: /Nota interna/ }).waitFor();

      // A reply to the student, with a canned reply and a file.
      await ap.getByRole('button', { name: 'Responder' }).click();
      await ap.getByRole('combobox', { name: 'Respostas prontas' }).selectOption({ label: 'eduroam: configuração' });
      await ap.getByRole('button', { name: 'Inserir resposta pronta' }).click();
      expect(await ap.getByRole('textbox', { name: 'Mensagem' }).inputValue()).toContain('e-mail institucional completo');
      await ap.getByRole('textbox', { name: 'Mensagem' }).fill(REPLY);
      await ap.getByLabel('Anexar arquivos').setInputFiles({ name: 'termo-de-uso.txt', mimeType: 'text/plain', buffer: Buffer.from('Termo de uso do laboratório PVB 210') });
      await ap.getByText('termo-de-uso.txt').waitFor();
      await screenshot(ap, 'desk-ticket-reply');
      await ap.getByRole('button', { name: 'Enviar' }).click();
      await ap.getByRole('status').getByText('Resposta enviada ao solicitante.').waitFor();
      await ap.getByRole('button', { name: /termo-de-uso\.txt/ }).waitFor();

      // 'pendente-cliente': the deadlines pause.
      await ap.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Aguardando o solicitante' });
      await ap.getByRole('button', { name: 'Salvar alterações' }).click();
      await ap.getByRole('status').getByText('Estado alterado para Aguardando o solicitante.').waitFor();
      await ap.getByRole('table', { name: 'Prazos' }).getByText('Pausado: aguardando o solicitante').first().waitFor();
      // A paused deadline says the time it has left, not a date that moves with the pause.
      const solution = ap.getByRole('table', { name: 'Prazos' }).getByRole('row', { name: /^Solução/ });
      expect(await solution.innerText()).toMatch(/restam \d+ horas/);
      await screenshot(ap, 'desk-ticket');

      // The student: the reply arrives unseen (one more on the tab, a star on the row); the note never.
      await sp.goto(`${live.server.url}/chamados/abertos`);
      await sp.getByRole('heading', { level: 1, name: 'Chamados abertos' }).waitFor();
      await expect.poll(() => unseenOpen(sp)).toBe(unseenBefore + 1);
      const studentRow = sp.getByRole('row').filter({ has: sp.getByRole('link', { name: new RegExp(tn) }) });
      await studentRow.getByRole('img', { name: 'Não visualizado' }).waitFor();
      await studentRow.getByRole('link', { name: new RegExp(tn) }).click();
      await sp.getByText(`Protocolo ${tn}`).waitFor();
      await sp.getByText(REPLY).waitFor();
      expect(await sp.getByText(NOTE).count()).toBe(0);
      expect(await sp.getByText('Nota interna').count()).toBe(0);
      expect(await sp.getByRole('button', { name: /termo-de-uso\.txt/ }).count()).toBe(1);

      // The agent leaves the ticket (with it open, the live page shows the answer as it arrives,
      // and shown is seen); the student answers.
      await ap.goto(`${live.server.url}/atendente`);
      await ap.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();
      await sp.getByRole('button', { name: 'Responder' }).click();
      await sp.getByRole('textbox', { name: 'Mensagem' }).fill(ANSWER);
      await sp.getByRole('button', { name: 'Enviar' }).click();
      await sp.getByRole('dialog').getByText('Resposta enviada com sucesso!').waitFor();
      await sp.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();

      // Back in the agent's 'Abertos', reopened, with the student's answer unseen.
      await ap.goto(`${live.server.url}/atendente`);
      await ap.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();
      expect(await ap.getByRole('radio', { name: 'Abertos' }).isChecked()).toBe(true);
      const back = ap.getByRole('row').filter({ has: ap.getByRole('link', { name: tn }) });
      await back.getByRole('img', { name: 'Não visualizado por você' }).waitFor();
      expect(await back.innerText()).toContain('Aberto');

      // The agent closes it.
      await back.getByRole('link', { name: tn }).click();
      await ap.getByText(ANSWER).waitFor();
      await ap.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Fechado' });
      await ap.getByRole('button', { name: 'Salvar alterações' }).click();
      await ap.getByRole('status').getByText('Estado alterado para Fechado.').waitFor();

      // The student finds it under 'Chamados Fechados'.
      await sp.goto(`${live.server.url}/`);
      await sp.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Chamados Fechados/ }).click();
      await sp.getByRole('heading', { level: 1, name: 'Chamados fechados' }).waitFor();
      await sp.getByRole('link', { name: new RegExp(tn) }).waitFor();

      expect(student.problems).toEqual([]);
      expect(agent.problems).toEqual([]);
      await student.context.close();
      await agent.context.close();
    },
    JOURNEY,
  );

  it('an admin maintains the canned replies from the admin area', async () => {
    const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    await page.goto(`${live.server.url}/admin`);
    await page.getByRole('link', { name: 'Respostas prontas da Central de Atendimento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Respostas prontas' }).waitFor();
    await page.getByRole('rowheader', { name: 'eduroam: configuração' }).waitFor();

    await page.getByRole('button', { name: 'Nova resposta pronta' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Escreva o título da resposta pronta.').waitFor();
    await page.getByRole('textbox', { name: 'Título' }).fill('Laboratório: reserva confirmada');
    await page.getByRole('textbox', { name: 'Texto' }).fill('Olá! A sua reserva está confirmada. Leve o termo de uso assinado.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('status').getByText('Resposta pronta “Laboratório: reserva confirmada” criada.').waitFor();
    await page.getByRole('rowheader', { name: 'Laboratório: reserva confirmada' }).waitFor();
    await screenshot(page, 'desk-canned-replies');

    await page.getByRole('button', { name: 'Apagar “Laboratório: reserva confirmada”' }).click();
    await page.getByRole('dialog', { name: 'Apagar a resposta pronta?' }).getByRole('button', { name: 'Apagar' }).click();
    await page.getByRole('status').getByText('Resposta pronta “Laboratório: reserva confirmada” apagada.').waitFor();
    // The list refetches after the delete: the row goes.
    await page.getByRole('rowheader', { name: 'Laboratório: reserva confirmada' }).waitFor({ state: 'detached' });

    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
