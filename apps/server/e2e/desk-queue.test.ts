import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { choose, screenshot, sessionToken, signIn, type PortalSession } from './portal-session';
import { launchTestTreeAt, ticketBodyAt } from '../test/open-ticket';
import { useBrowserAndServer } from './use-browser-and-server';

// The Central de Atendimento's queue (issue 21) in Chromium, against the built server on the
// embedded store: a student opens a ticket, the agent sees it counted on the 'Atendimento' tab
// and listed in the queue, and narrows the queue with its filters and search. A student reaches
// neither the page nor the API.
const TITLE = 'Projetor da sala PVB 210 sem imagem';
const LATER = 'Scanner da biblioteca não liga';

/** The ticket numbers the queue shows. */
async function listed(page: Page): Promise<string[]> {
  return page.getByRole('table').getByRole('link').allInnerTexts();
}

describe.runIf(browserAvailable())('the desk queue in Chromium', () => {
  const live = useBrowserAndServer();

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${live.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  let launched = false;
  const openTicket = async (token: string, assunto: string) => {
    // A walk of the test tree, replayed by the server as any creation is.
    if (!launched) {
      const paulo = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
      await launchTestTreeAt(live.server.url, `Bearer ${await sessionToken(paulo.page)}`);
      await paulo.context.close();
      launched = true;
    }
    const body = await ticketBodyAt(live.server.url, `Bearer ${token}`, { assunto, descricao: 'Aberto pelo teste da fila.' });
    const answer = await api('/ticket', token, { method: 'POST', body: JSON.stringify(body) });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { ticketId: number; ticketNumber: string };
  };

  it('a student opens a ticket; the agent sees it counted and listed, and the filters narrow the queue', async () => {
    const student: PortalSession = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    const studentToken = await sessionToken(student.page);
    const ticket = await openTicket(studentToken, TITLE);

    // The student: no 'Atendimento' tab, 403 from the desk's API, and /atendente is the 403 page.
    expect(await student.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Atendimento/ }).count()).toBe(0);
    expect((await api('/agente', studentToken)).status).toBe(403);
    expect((await api('/agente/chamados', studentToken)).status).toBe(403);
    await student.page.goto(`${live.server.url}/atendente`);
    await student.page.getByRole('heading', { level: 1, name: 'Você não tem permissão para acessar esta página!' }).waitFor();
    expect(new URL(student.page.url()).pathname).toBe('/403');
    await screenshot(student.page, 'desk-queue-student-403');

    // The agent: the tab counts the new tickets nobody has taken (the seeded ones and this one).
    const agent = await signIn(live.browser, live.server.url, 'Entrar como Atendente');
    const tab = agent.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /^Atendimento \d+ novos?$/ });
    await tab.waitFor();
    const count = Number((await tab.innerText()).match(/(\d+) novos?/)![1]);
    expect(count).toBeGreaterThanOrEqual(1);
    await tab.click();
    await agent.page.getByRole('heading', { level: 1, name: 'Central de Atendimento' }).waitFor();

    // 'Abertos' by default, and the new ticket is in it, starred as not seen.
    const row = agent.page.getByRole('row').filter({ has: agent.page.getByRole('link', { name: ticket.ticketNumber }) });
    await row.waitFor();
    expect(await agent.page.getByRole('radio', { name: 'Abertos' }).isChecked()).toBe(true);
    expect(await row.innerText()).toContain(TITLE);
    expect(await row.innerText()).toContain('Sem atendente');
    await row.getByRole('img', { name: 'Não visualizado por você' }).waitFor();
    expect(await row.getByRole('link', { name: ticket.ticketNumber }).getAttribute('href')).toBe(`/atendente/chamado/${ticket.ticketId}`);
    await screenshot(agent.page, 'desk-queue-abertos');

    // 'Novos': still there, and the URL says so (Back returns to 'Abertos').
    await choose(agent.page.getByRole('radio', { name: 'Novos' }));
    await agent.page.waitForURL((url) => url.searchParams.get('estado') === 'novos');
    await row.waitFor();

    // 'Meus': the agent has taken nothing yet; 'Sem atendente' brings it back.
    await choose(agent.page.getByRole('checkbox', { name: 'Meus' }));
    await agent.page.getByText('Nenhum chamado com estes filtros.').waitFor();
    await choose(agent.page.getByRole('checkbox', { name: 'Sem atendente' }));
    await row.waitFor();
    // The 'Novos' list is what the tab counts ('Sem atendente' takes nothing away: 'Assumir' opens a new ticket).
    const shown = await agent.page.getByRole('status').filter({ hasText: /^\d+ chamados?$/ }).innerText();
    expect(Number(shown.match(/\d+/)![0])).toBe(count);

    // The search: by protocol number only this ticket, by a word of its title too.
    const search = agent.page.getByRole('searchbox', { name: 'Buscar na fila' });
    await search.fill(ticket.ticketNumber);
    await search.press('Enter');
    await expect.poll(() => listed(agent.page)).toEqual([ticket.ticketNumber]);
    await search.fill('projetor');
    await search.press('Enter');
    await expect.poll(() => listed(agent.page)).toContain(ticket.ticketNumber);
    await choose(agent.page.getByRole('radio', { name: 'Fechados' }));
    await agent.page.getByText('Nenhum chamado com estes filtros.').waitFor();
    await screenshot(agent.page, 'desk-queue-empty');

    // Back through the filters, then 'Limpar filtros'.
    await agent.page.goBack();
    await row.waitFor();
    await agent.page.getByRole('button', { name: 'Limpar filtros' }).click();
    await agent.page.waitForURL((url) => url.pathname === '/atendente' && url.search === '');

    // A ticket opened while the agent looks arrives without a reload (the queue is asked every 30 s).
    const later = await openTicket(studentToken, LATER);
    await agent.page.getByRole('link', { name: later.ticketNumber }).waitFor({ timeout: 40_000 });
    await agent.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: `Atendimento ${count + 1} novos` }).waitFor({ timeout: 40_000 });

    expect(student.problems).toEqual([]);
    expect(agent.problems).toEqual([]);
    await student.context.close();
    await agent.context.close();
  }, 120_000);
});
