import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { testConfig } from '../src/config';
import { bearer, claims, token } from '../test/tokens';
import { screenshot, sessionToken, signIn } from './portal-session';
import { smtpForServer } from './smtp-for-server';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 29 §2 in Chromium, on the built server with e-mail on (SMTP_URL to a real SMTP server on
// loopback): Ana finds 'Receber avisos por e-mail' under her tickets, turns it off — an agent's
// reply then sends nothing — and on again: the next reply arrives as one e-mail.
describe.runIf(browserAvailable())("'Receber avisos por e-mail' in Chromium", () => {
  // The tests' secret: the agent's reply is made with a token of test/tokens.ts.
  const { smtp, env } = smtpForServer({ env: { JWT_SECRET: testConfig().jwtSecret! } });
  const live = useBrowserAndServer({ env });

  it('the student turns e-mail off and on; the agent replies are e-mailed only while it is on', async () => {
    const { page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    await page.goto(`${live.server.url}/chamados/abertos`);
    const box = page.getByRole('checkbox', { name: 'Receber avisos por e-mail' });
    await expect.poll(() => box.isChecked(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByText(/quando um atendente responde ou encerra um chamado seu/).isVisible()).toBe(true);
    await box.click();
    await page.getByRole('status').filter({ hasText: 'Pronto: você não vai mais receber avisos por e-mail.' }).waitFor();
    await screenshot(page, 'mail-preference-off');
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Receber avisos por e-mail' }).isChecked(), { timeout: 30_000 }).toBe(false);

    // An agent answers one of Ana's tickets through the desk's API: no e-mail while it is off.
    const ana = bearer(await sessionToken(page));
    const list = (await (await fetch(`${live.server.url}/api/ticket?idUsuario=${claims.userA.cpf}&estado=aberto&limit=1`, { headers: ana })).json()) as { tickets: { id: number; tn: string }[] };
    const ticket = list.tickets[0]!;
    const agent = { ...bearer(await token(claims.agent)), 'content-type': 'application/json' };
    const reply = (corpo: string) => fetch(`${live.server.url}/api/agente/chamados/${ticket.id}/artigos`, { method: 'POST', headers: agent, body: JSON.stringify({ corpo, anexos: [] }) });
    expect((await reply('Resposta com o aviso desligado')).status).toBe(201);

    await page.getByRole('checkbox', { name: 'Receber avisos por e-mail' }).click();
    await page.getByRole('status').filter({ hasText: 'Pronto: você vai receber avisos por e-mail.' }).waitFor();
    await screenshot(page, 'mail-preference-on');
    expect((await reply('Resposta com o aviso ligado')).status).toBe(201);
    await smtp().until((m) => m.length >= 1, 30_000);
    expect(smtp().mails.map((m) => [m.to, m.text.includes('Resposta com o aviso ligado')])).toEqual([['ana.souza@ufv.br', true]]);
    expect(smtp().mails[0]!.text).toContain(`https://chamados.ufv.test/chamados/detalhe/${ticket.id}`);
    expect(problems).toEqual([]);
  }, 180_000);
});
