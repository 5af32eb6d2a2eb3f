import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { launchTestTreeAt, ticketBodyAt } from '../test/open-ticket';
import { screenshot, sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 28: a student's answer with a 300-character word and a long URL (no break opportunity in
// either) must not push a message over the agent's controls, at a phone's width, a laptop's and a
// wide screen's. In Chromium against the built server: the ticket is opened by a walk, as the
// portal opens it, and the agent's page is measured.
const WORD = `Sem${'espaçosnemhífens'.repeat(18)}`.slice(0, 300);
const URL_TEXT = `https://sistemas.ufv.br/${'caminho/muito/longo/'.repeat(10)}?sessao=${'a1b2c3'.repeat(12)}`;

/** What sticks out: elements of the conversation and the data panel wider than their box, and page scroll. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`a página rola para o lado (${document.documentElement.scrollWidth} > ${window.innerWidth})`);
    for (const region of document.querySelectorAll<HTMLElement>('main section, main aside')) {
      const box = region.getBoundingClientRect();
      for (const el of region.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).position === 'fixed') continue;
        // A region that scrolls inside its own box (a table wrapper) keeps its content in place.
        if (el.closest('[data-scrolls], [tabindex="0"][role="region"]')) continue;
        if (r.right > box.right + 1) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}" passa da borda de ${region.tagName.toLowerCase()} (${Math.round(r.right)} > ${Math.round(box.right)})`);
      }
    }
    return out.slice(0, 10);
  });
}

/** The agent's controls that a message's text covers: for each button, the text at its centre. */
async function coveredControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main select, main textarea')]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && !control.contains(hit) && !hit.contains(control) && hit.closest('article, .ch-article, td, th') !== null;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName),
  );
}

describe.runIf(browserAvailable())("the agent's ticket page with a long word and a long URL in Chromium", () => {
  const live = useBrowserAndServer();

  it('keeps every message inside its column and off the controls at 390, 1280 and 1920 px', async () => {
    const paulo = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    await launchTestTreeAt(live.server.url, `Bearer ${await sessionToken(paulo.page)}`);
    await paulo.context.close();
    const ana = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    const authorization = `Bearer ${await sessionToken(ana.page)}`;
    const body = await ticketBodyAt(live.server.url, authorization, { assunto: `Erro ${WORD.slice(0, 60)}`, descricao: `${WORD} ${URL_TEXT}`, sala: WORD });
    const created = await fetch(`${live.server.url}/api/ticket`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(created.status).toBe(201);
    const { ticketId } = (await created.json()) as { ticketId: number };
    // Ana answers with the word and the URL again, in a reply.
    const reply = await fetch(`${live.server.url}/api/ticket/${ticketId}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ corpo: `${URL_TEXT}\n${WORD}`, anexos: [] }) });
    expect(reply.status).toBe(200);
    await ana.context.close();

    for (const width of [390, 1280, 1920]) {
      const agent = await signIn(live.browser, live.server.url, 'Entrar como Atendente', width);
      await agent.page.goto(`${live.server.url}/atendente/chamado/${ticketId}`);
      await agent.page.getByRole('heading', { level: 2, name: 'Conversa' }).waitFor();
      await agent.page.getByText(WORD.slice(0, 40)).first().waitFor();
      await screenshot(agent.page, `agent-long-words-${width}`);
      expect(await overflow(agent.page), `${width} px`).toEqual([]);
      expect(await coveredControls(agent.page), `${width} px`).toEqual([]);
      expect(agent.problems).toEqual([]);
      await agent.context.close();
    }
  }, 240_000);
});
