import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn, unexpectedProblems } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// No admin overwrites another (issue 28 item 3), in Chromium against the real server: two admins
// open one tree in two browser contexts; the one who saves second gets the diff of theirs against
// the other's, and chooses. The first is Paulo (the demo admin); the second, Bruno, signs in with a
// token this test signs with the server's secret, as a real SSO would hand it.

const SECRET = 'segredo-do-teste-de-conflito-entre-administradores-0123456789';
const TREE_TEXT = readFileSync(
  fileURLToPath(new URL('../../../packages/portal-ui/src/components/tree-form/impressora.tree.yaml', import.meta.url)),
  'utf8',
);

describe.runIf(browserAvailable())('two admins on one tree, in Chromium', () => {
  const live = useBrowserAndServer({ env: { JWT_SECRET: SECRET } });
  let paulo: Page;
  let bruno: Page;
  let brunoContext: BrowserContext;
  let problems: string[];
  const brunoProblems: string[] = [];
  let token: string;

  const editor = (page: Page) => page.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
  const openForm = async (page: Page, id: number) => {
    await page.goto(`${live.server.url}/admin/arvore/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    await page.getByText('Nenhum erro encontrado.', { exact: true }).waitFor();
  };
  const type = async (page: Page, line: string) => {
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(line);
  };
  const stored = async (id: number) =>
    (await (await fetch(`${live.server.url}/api/admin/arvore/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { texto: string; alteradaPor: string };

  beforeAll(async () => {
    ({ page: paulo, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo'));
    token = await sessionToken(paulo);
    const brunoToken = await new SignJWT({ nome: 'Bruno Costa', cpf: '11144477735', email: 'bruno@exemplo.br', grupos: ['servidores', '1702'], clientName: 'ufv' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    brunoContext = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    bruno = await brunoContext.newPage();
    bruno.on('pageerror', (error) => brunoProblems.push(`pageerror: ${error.message}`));
    await bruno.goto(`${live.server.url}/admin?ticket=${brunoToken}`);
    await bruno.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
  }, 120_000);

  afterAll(() => brunoContext?.close());

  it('the second save gets the diff; Paulo sees that Bruno saved, and saves his own over it only on purpose', async () => {
    const nome = 'Impressora em conflito';
    const created = await fetch(`${live.server.url}/api/admin/arvore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nome, texto: TREE_TEXT.replace(/^nome: .*$/m, `nome: ${nome}`) }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await openForm(paulo, id);
    await openForm(bruno, id);

    // Bruno saves a fix first.
    await type(bruno, '# correção do Bruno\n');
    await bruno.getByRole('button', { name: 'Salvar', exact: true }).click();
    await bruno.getByText('Árvore salva com sucesso!', { exact: true }).waitFor();

    // Paulo's editor says so while the tree is open (it polls the revision).
    await paulo.getByRole('status').filter({ hasText: /^Bruno Costa salvou esta árvore às \d\d:\d\d, depois que você a abriu\./ }).waitFor({ timeout: 30_000 });

    // Paulo saves anyway: refused, and shown both versions.
    await type(paulo, '# versão do Paulo\n');
    await paulo.getByRole('button', { name: 'Salvar', exact: true }).click();
    const dialog = paulo.getByRole('dialog', { name: 'Outra pessoa salvou esta árvore' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Esta árvore foi alterada por Bruno Costa às \d\d:\d\d, depois que você a abriu\./);
    expect(await dialog.getByLabel('Versão salva (Bruno Costa)').innerText()).toContain('# correção do Bruno');
    expect(await dialog.getByLabel('A minha versão').innerText()).toContain('# versão do Paulo');
    expect((await stored(id)).texto).toContain('# correção do Bruno');

    // Explicitly his over Bruno's.
    await dialog.getByRole('button', { name: 'Salvar a minha por cima' }).click();
    await paulo.getByText('A sua versão foi salva por cima da de Bruno Costa.', { exact: true }).waitFor();
    const after = await stored(id);
    expect(after.texto).toContain('# versão do Paulo');
    expect(after.texto).not.toContain('# correção do Bruno');
    expect(after.alteradaPor).toBe('Paulo Henrique Dias');

    // Now Bruno is the one behind: 'Recarregar a versão salva' gives him Paulo's text.
    await type(bruno, '# mais do Bruno\n');
    await bruno.getByRole('button', { name: 'Salvar', exact: true }).click();
    const brunoDialog = bruno.getByRole('dialog', { name: 'Outra pessoa salvou esta árvore' });
    await brunoDialog.getByRole('button', { name: 'Recarregar a versão salva' }).click();
    await bruno.getByText('Versão salva recarregada.', { exact: true }).waitFor();
    expect(await editor(bruno).innerText()).toContain('# versão do Paulo');
    expect(await editor(bruno).innerText()).not.toContain('# mais do Bruno');

    // The browser logs each 412 as a failed resource; nothing else went wrong.
    expect(unexpectedProblems(problems, [[412, `/api/admin/arvore/${id}`]])).toEqual([]);
    expect(brunoProblems).toEqual([]);
  });
});
