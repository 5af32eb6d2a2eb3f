import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// A gradual launch in Chromium against the real server (issue 31 items 3–5): the admin launches v2
// to 50% from the form, with a note; two students walk different versions (the server decides);
// the statistics compare both. And the editor's bar at 390 px: Salvar and Lançar, the rest in a menu.

const SECRET = 'segredo-do-teste-de-lancamento-gradual-0123456789abcdef';
const NAME = 'Impressora gradual';
// A tree with nothing in the Log de Erros: two options to different places (one alone, or two to
// the same screen, is a warning), so the admin's 'Nenhum erro encontrado.' is the verifier's answer.
const tree = (question: string) => `nome: ${NAME}
descricao: Problemas com a impressora do laboratório
tags: [impressora]
inicial: pergunta
telas:
  pergunta:
    tipo: opcoes
    pergunta: ${question}
    opcoes:
      Não imprime: '#final'
      Imprime borrado: limpeza
  limpeza:
    tipo: tutorial
    titulo: Como limpar o cabeçote
    fonte: link
    url: https://www.ufv.br/
    telaSim: '#final'
    telaNao: '#final'
`;

/** A student's token, as the SSO would sign it: a different CPF, a different student. */
const studentToken = (cpf: string) =>
  new SignJWT({ nome: `Estudante ${cpf.slice(-3)}`, cpf, email: `e${cpf}@ufv.br`, grupos: ['alunos'], clientName: 'ufv', matricula: cpf.slice(-5) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

describe.runIf(browserAvailable())('gradual launch in Chromium', () => {
  const live = useBrowserAndServer({ env: { JWT_SECRET: SECRET } });
  let admin: Page;
  let token: string;
  let id: number;

  const api = (path: string, init: RequestInit = {}, bearer = token) =>
    fetch(`${live.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${bearer}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) },
    });

  /** A student's walk as the portal opens it: the panel, then the service. */
  async function walk(browser: Browser, cpf: string): Promise<string> {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto(`${live.server.url}/atendimento?ticket=${await studentToken(cpf)}`);
    await page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
    const heading = page.getByRole('heading', { name: /^Versão \d\?$/ });
    await heading.waitFor();
    const text = await heading.innerText();
    await context.close();
    return text;
  }

  beforeAll(async () => {
    ({ page: admin } = await signIn(live.browser, live.server.url, 'Entrar como Paulo'));
    token = await sessionToken(admin);
    const created = await api('/admin/arvore', { method: 'POST', body: JSON.stringify({ nome: NAME, texto: tree('Versão 1?') }) });
    id = ((await created.json()) as { id: number }).id;
    expect((await api(`/admin/arvore/${id}/lancar`, { method: 'PUT', headers: { 'if-match': '*' } })).status).toBe(200);
    expect((await api(`/admin/arvore/${id}`, { method: 'PUT', body: JSON.stringify({ nome: NAME, texto: tree('Versão 2?') }), headers: { 'if-match': '*' } })).status).toBe(200);
  }, 120_000);

  it('launches v2 to 50% with a note; two students get different versions; the statistics compare both', async () => {
    await admin.goto(`${live.server.url}/admin/arvore/${id}`);
    await admin.getByText('Nenhum erro encontrado.', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Lançar Árvore' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Lançar árvore' });
    await dialog.getByRole('radio', { name: 'Uma parte dos estudantes (lançamento gradual)' }).check();
    await dialog.getByRole('button', { name: '50%' }).click();
    await dialog.getByRole('textbox', { name: 'O que mudou (opcional)' }).fill('Pergunta nova');
    await dialog.getByRole('button', { name: 'Lançar para 50%' }).click();
    await admin.getByText('Árvore lançada para 50% dos estudantes. Compare as versões em Estatísticas.', { exact: true }).waitFor();
    await admin.getByText('Lançamento gradual (50%)', { exact: true }).first().waitFor();
    await admin.getByText('O que mudou: Pergunta nova', { exact: true }).waitFor();

    // Students the server puts on each side (it decides; the API says which version each gets).
    const sides = new Map<string, string>();
    for (let i = 0; sides.size < 2 && i < 60; i++) {
      const cpf = String(30_000_000_000 + i * 7_919);
      const got = (await (await api(`/arvores/${encodeURIComponent(NAME)}`, {}, await studentToken(cpf))).json()) as { telas: { pergunta: { pergunta: string } } };
      if (!sides.has(got.telas.pergunta.pergunta)) sides.set(got.telas.pergunta.pergunta, cpf);
    }
    expect([...sides.keys()].sort()).toEqual(['Versão 1?', 'Versão 2?']);
    // In the portal, each sees the version the server gave them, and again on a second walk.
    for (const [question, cpf] of sides) {
      expect(await walk(live.browser, cpf)).toBe(question);
      expect(await walk(live.browser, cpf)).toBe(question);
    }

    await admin.goto(`${live.server.url}/admin/arvore/${id}/estatisticas`);
    const section = admin.getByRole('region', { name: 'Lançamento gradual: versão 2 para 50% dos estudantes' });
    await section.waitFor();
    const table = section.getByRole('table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Medida', 'Versão 1 (em produção)', 'Versão 2 (nova)', 'A diferença']);
    // Walks started on each version count on its side.
    await expect.poll(async () => (await table.getByRole('row', { name: /Desistências/ }).innerText()).match(/ de [1-9]\d*/g)?.length ?? 0, { timeout: 20_000 }).toBe(2);
    expect(await table.getByRole('row', { name: /Resolvidos pelo tutorial/ }).innerText()).toContain('ainda não dá para dizer');
    await admin.screenshot({ path: '/tmp/chamados-gradual-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 390, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: '/tmp/chamados-gradual-390.png', fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 900 });

    await section.getByRole('button', { name: 'Lançar para todos' }).click();
    await admin.getByText('A versão nova foi lançada para todos os estudantes.', { exact: true }).waitFor();
    expect(await walk(live.browser, sides.get('Versão 1?')!)).toBe('Versão 2?');
  });

  it("on a phone the editor's bar shows Salvar and Lançar and keeps the rest under 'Mais ações'", async () => {
    await admin.setViewportSize({ width: 390, height: 800 });
    await admin.goto(`${live.server.url}/admin/arvore/${id}`);
    await admin.getByText('Nenhum erro encontrado.', { exact: true }).waitFor();
    const tops = new Set<number>();
    for (const name of ['Salvar', 'Lançar Árvore', 'Mais ações']) {
      const box = await admin.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
      tops.add(Math.round(box!.y));
    }
    // One row: a bar of three rows covered the editor.
    expect(tops.size).toBe(1);
    expect(await admin.getByRole('button', { name: 'Testar Árvore' }).isVisible()).toBe(false);
    await admin.screenshot({ path: '/tmp/chamados-editor-390.png' });
    await admin.getByRole('button', { name: 'Mais ações' }).click();
    const test = admin.getByRole('button', { name: 'Testar Árvore' });
    expect(await test.isVisible()).toBe(true);
    const box = (await test.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await admin.screenshot({ path: '/tmp/chamados-editor-390-menu.png' });
    // The page itself does not scroll sideways.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByRole('button', { name: 'Testar Árvore' }).waitFor();
    await admin.screenshot({ path: '/tmp/chamados-editor-1280.png', fullPage: true });
  });
});
