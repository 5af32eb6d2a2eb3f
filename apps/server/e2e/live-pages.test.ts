import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { screenshot, sessionToken, signIn } from './portal-session';
import { smtpForServer } from './smtp-for-server';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 29 item 1 in Chromium, on the built server: pages that stay open, never reloaded, show
// what the other side did within a second (the live stream; polling would take 30–120 s).
// The admin is an agent here too (AGENT_GROUPS), so a second agent can open the same ticket.
// The goal is 1 s from the change (measured quiet: 455–635 ms, logged below; the fan-out at scale
// is bench/live.bench.ts's). The waits allow 15 s: on a loaded two-core CI machine a 2 s wait
// failed while the stream worked, and polling (30 s for the queue, 120 s for a ticket page) could
// not show any of these within 15 s, so the waits still prove the stream did.
const LIVE_MS = 15_000;
const REPLY = 'Reservamos a sala 210 para a turma. Confirma o horário?';
const ANSWER = 'Confirmo: às 14h, com 30 alunos.';

describe.runIf(browserAvailable())('live pages in Chromium', () => {
  // A real SMTP server on loopback: the agent's reply also reaches the student as one e-mail.
  const { smtp: catcher, env } = smtpForServer({ env: { AGENT_GROUPS: '1703,1702' } });
  const live = useBrowserAndServer({ env });

  it(
    'queue open → a student creates a ticket → its row appears; student page open → the agent replies → the reply appears; agent page open → the student answers → it appears; a second agent shows as present',
    async () => {
      const base = live.server.url;
      const took: [string, number][] = [];
      const agent = await signIn(live.browser, base, 'Entrar como Atendente');
      const ap = agent.page;
      await ap.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Atendimento/ }).click();
      await ap.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();

      // The student opens a ticket through a tree while the agent's queue stays open.
      const student = await signIn(live.browser, base, 'Entrar como Carlos');
      const sp = student.page;
      await sp.getByRole('banner').getByRole('link', { name: 'Novo Chamado' }).first().click();
      await sp.getByRole('button', { name: /^Laboratórios e impressoras/ }).click();
      await sp.getByRole('button', { name: /Reservar laboratório/ }).click();
      await sp.getByRole('combobox', { name: /^Campus/ }).selectOption({ label: 'Campus Viçosa' });
      await sp.getByRole('textbox', { name: /Disciplina ou evento/ }).fill('INF 213');
      await sp.getByRole('textbox', { name: /^Data/ }).pressSequentially('25112026');
      await sp.getByRole('textbox', { name: /Número de participantes/ }).fill('30');
      await sp.getByRole('button', { name: 'Avançar' }).click();
      await sp.getByRole('heading', { name: 'Abrir chamado' }).waitFor();
      await sp.getByRole('button', { name: 'Criar Chamado' }).click();
      const created = await sp.getByRole('dialog').getByText(/número de protocolo/).innerText();
      let t0 = Date.now();
      const tn = /(\d{10,})/.exec(created)![1]!;
      // The queue never reloaded: the row comes from the stream.
      const row = ap.getByRole('row').filter({ has: ap.getByRole('link', { name: tn }) });
      await row.waitFor({ timeout: LIVE_MS });
      took.push(['fila', Date.now() - t0]);
      await sp.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
      await sp.waitForURL(/\/chamados\/detalhe\/\d+$/);
      const id = Number(/(\d+)$/.exec(new URL(sp.url()).pathname)![1]);

      // The student's page stays open; the agent replies (through the API, as another tab would).
      const agentToken = await sessionToken(ap);
      const reply = await fetch(`${base}/api/agente/chamados/${id}/artigos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ corpo: REPLY, anexos: [] }),
      });
      expect(reply.status).toBe(201);
      t0 = Date.now();
      await sp.getByText(REPLY).first().waitFor({ timeout: LIVE_MS });
      took.push(['resposta na página do estudante', Date.now() - t0]);
      // And one e-mail, with the protocol number, the reply and the link to the ticket (goal: 10 s).
      const smtp = catcher();
      await smtp.until((mails) => mails.length >= 1, 10_000);
      took.push(['e-mail', Date.now() - t0]);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.subject).toContain(tn);
      expect(smtp.mails[0]!.text).toContain(REPLY);
      expect(smtp.mails[0]!.text).toContain(`https://chamados.ufv.test/chamados/detalhe/${id}`);

      // The agent's page of the ticket stays open; the student answers.
      await row.getByRole('link', { name: tn }).click();
      await ap.getByText(`Protocolo ${tn}`).waitFor();
      const studentToken = await sessionToken(sp);
      const answer = await fetch(`${base}/api/ticket/${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${studentToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ corpo: ANSWER, anexos: [] }),
      });
      expect(answer.status).toBe(200);
      t0 = Date.now();
      await ap.getByRole('list', { name: 'Conversa' }).getByText(ANSWER).waitFor({ timeout: LIVE_MS });
      took.push(['resposta na página do atendente', Date.now() - t0]);
      // The student's own answer sends nobody an e-mail: still the one.
      expect(smtp.mails).toHaveLength(1);

      // A second agent (Paulo: an agent by the server's AGENT_GROUPS here, though the portal
      // shows him no desk) says, as his desk page would, that he has the ticket open: the first sees who.
      const second = await signIn(live.browser, base, 'Entrar como Paulo');
      const presence = (chamados: number[]) =>
        sessionToken(second.page).then((t) =>
          fetch(`${base}/api/eventos/presenca`, { method: 'POST', headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' }, body: JSON.stringify({ conexao: 'aba-do-paulo', chamados }) }),
        );
      expect((await presence([id])).status).toBe(200);
      await ap.getByRole('status').getByText('Também neste chamado: Paulo Henrique Dias').waitFor({ timeout: LIVE_MS });
      await screenshot(ap, 'live-presence');
      // He leaves the page: the line goes away.
      expect((await presence([])).status).toBe(200);
      await ap.getByText('Também neste chamado: Paulo Henrique Dias').waitFor({ state: 'detached', timeout: LIVE_MS });
      await second.context.close();

      console.log(`live pages (ms from the change's answer): ${took.map(([what, ms]) => `${what} ${ms}`).join(', ')}`);
      expect(agent.problems).toEqual([]);
      expect(student.problems).toEqual([]);
      await Promise.all([agent.context.close(), student.context.close()]);
    },
    240_000,
  );
});
