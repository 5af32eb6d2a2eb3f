import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 29: the tabs of one browser share ONE live stream (a Web Lock elects the tab that holds
// it, a BroadcastChannel passes its events to the others), so six tabs never use up HTTP/1.1's
// six connections per host. Two tabs of one agent show the same ticket; the student answers; both
// show it; the tab holding the stream closes; the other takes it over and still gets events.
// Polling (every 120 s on this page) is far slower than the waits below: what arrives, arrives live.
const LIVE_MS = 10_000;

/**
 * The `GET /api/eventos` streams of the context's pages that are open now (started, neither ended
 * nor failed, on a page still open), each with its page. Open ones, not every one started: a page
 * that navigates (sign-in, then the ticket) ends its first document's stream and may start another.
 */
function watchStreams(context: { on(event: 'request' | 'requestfinished' | 'requestfailed', listener: (request: Request) => void): unknown }) {
  const streams = new Map<Request, Page>();
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/eventos' && request.method() === 'GET') streams.set(request, request.frame().page());
  });
  const ended = (request: Request) => streams.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return () => [...streams.values()].filter((page) => !page.isClosed());
}

describe.runIf(browserAvailable())('live stream shared by the tabs of a browser', () => {
  const live = useBrowserAndServer();

  it(
    'two tabs of one agent open one stream; the student’s answer reaches both; closing the tab that holds it hands the stream to the other',
    async () => {
      const base = live.server.url;
      const student = await signIn(live.browser, base, 'Entrar como Carlos');
      const studentToken = await sessionToken(student.page);
      const list = await fetch(`${base}/api/ticket?estado=aberto&offset=0&limit=1`, { headers: { authorization: `Bearer ${studentToken}` } });
      expect(list.status).toBe(200);
      const id = ((await list.json()) as { tickets: { id: number }[] }).tickets[0]!.id;
      const answer = async (corpo: string) => {
        const res = await fetch(`${base}/api/ticket/${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${studentToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ corpo, anexos: [] }),
        });
        expect(res.status).toBe(200);
      };

      const agent = await signIn(live.browser, base, 'Entrar como Atendente');
      const openStreams = watchStreams(agent.context);
      const first = agent.page;
      await first.goto(`${base}/atendente/chamado/${id}`);
      await first.getByRole('list', { name: 'Conversa' }).waitFor();
      const second = await agent.context.newPage();
      second.on('pageerror', (error) => agent.problems.push(`pageerror (segunda aba): ${error.message}`));
      await second.goto(`${base}/atendente/chamado/${id}`);
      await second.getByRole('list', { name: 'Conversa' }).waitFor();
      await expect.poll(() => openStreams().length, { timeout: LIVE_MS }).toBe(1);

      // A change by another user reaches both tabs, through the one stream.
      const ANSWER_1 = 'Resposta do estudante enquanto duas abas estão abertas.';
      await answer(ANSWER_1);
      for (const page of [first, second]) await page.getByRole('list', { name: 'Conversa' }).getByText(ANSWER_1).waitFor({ timeout: LIVE_MS });
      expect(openStreams()).toHaveLength(1);

      // The tab holding the stream closes: the other takes the lock and opens its own.
      const leader = openStreams()[0]!;
      const other = leader === first ? second : first;
      await leader.close();
      const onlyOther = () => openStreams().length === 1 && openStreams()[0] === other;
      await expect.poll(onlyOther, { timeout: LIVE_MS }).toBe(true);

      const ANSWER_2 = 'Segunda resposta, depois que a primeira aba fechou.';
      await answer(ANSWER_2);
      await other.getByRole('list', { name: 'Conversa' }).getByText(ANSWER_2).waitFor({ timeout: LIVE_MS });
      expect(onlyOther()).toBe(true);

      expect(agent.problems).toEqual([]);
      expect(student.problems).toEqual([]);
      await Promise.all([agent.context.close(), student.context.close()]);
    },
    240_000,
  );
});
