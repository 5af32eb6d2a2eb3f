import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { testConfig } from '../src/config';
import { bearer, claims, token } from '../test/tokens';
import { screenshot, signIn, unexpectedProblems } from './portal-session';
import { smtpForServer } from './smtp-for-server';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 29 §2 in Chromium: the admins see the e-mail outbox. The SMTP server is down when an agent
// replies: 'E-mails aos estudantes' shows the failure with the SMTP client's reason, its tries and
// the next attempt; once the server is up and the e-mail sent, 'Atualizar' shows it sent.
describe.runIf(browserAvailable())("'E-mails aos estudantes' in Chromium", () => {
  // The tests' secret: the agent's reply is made with a token of test/tokens.ts.
  const { smtp, env } = smtpForServer({ down: true, env: { JWT_SECRET: testConfig().jwtSecret! } });
  const live = useBrowserAndServer({ env });

  it('a failed e-mail shows with its reason, tries and next attempt; once sent, it leaves the failures', async () => {
    const base = live.server.url;
    // An agent answers one of Ana's tickets while the SMTP server refuses connections.
    const ana = bearer(await token(claims.userA));
    const list = (await (await fetch(`${base}/api/ticket?idUsuario=${claims.userA.cpf}&estado=aberto&limit=1`, { headers: ana })).json()) as { tickets: { id: number; tn: string }[] };
    const ticket = list.tickets[0]!;
    const agent = { ...bearer(await token(claims.agent)), 'content-type': 'application/json' };
    const reply = await fetch(`${base}/api/agente/chamados/${ticket.id}/artigos`, { method: 'POST', headers: agent, body: JSON.stringify({ corpo: 'Troque o cabo de rede.', anexos: [] }) });
    expect(reply.status).toBe(201);
    const admin = bearer(await token(claims.admin));
    const failures = async () => ((await (await fetch(`${base}/api/admin/emails`, { headers: admin })).json()) as { falhas: { ticketNumber: string }[] }).falhas;
    await expect.poll(async () => (await failures()).map((f) => f.ticketNumber), { timeout: 60_000, interval: 500 }).toContain(ticket.tn);

    const { page, problems } = await signIn(live.browser, base, 'Entrar como Paulo');
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /Administração/ }).click();
    const link = page.getByRole('link', { name: 'E-mails aos estudantes' });
    await link.waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-list-links');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'E-mails aos estudantes' }).waitFor({ timeout: 30_000 });
    const row = page.getByRole('table', { name: 'E-mails que falharam' }).getByRole('row').filter({ hasText: ticket.tn });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByRole('cell').nth(0).innerText()).toBe('ana.souza@ufv.br');
    expect(await row.getByRole('cell').nth(2).innerText()).toMatch(/ECONNREFUSED|connect/i);
    expect(Number(await row.getByRole('cell').nth(3).innerText())).toBeGreaterThanOrEqual(1);
    expect(await row.getByRole('cell').nth(4).innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/);
    await screenshot(page, 'mail-outbox-failing');

    // The SMTP server is back: the retry sends it (the backoff's first wait is 30 s), and 'Atualizar' shows it.
    await smtp().up();
    await smtp().until((mails) => mails.some((m) => m.to === 'ana.souza@ufv.br'), 90_000);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Atualizar' }).click();
          return row.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0);
    await page.getByText('Nenhum e-mail falhou.').waitFor();
    await screenshot(page, 'mail-outbox-sent');
    expect(unexpectedProblems(problems, [])).toEqual([]);
  }, 240_000);
});
