import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn, unexpectedProblems } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Nothing an admin writes is lost, and a refusal says why (issue 18, items 3, 4 and 9), in
// Chromium against the real server: restoring a version asks first; a refused save or launch
// shows the server's reason and its findings; reordering with the keyboard keeps the focus.

const TREE_TEXT = readFileSync(
  fileURLToPath(new URL('../../../packages/portal-ui/src/components/tree-form/impressora.tree.yaml', import.meta.url)),
  'utf8',
);
const named = (name: string, question = 'O que aconteceu?') =>
  TREE_TEXT.replace('nome: Impressora', `nome: ${name}`).replace('pergunta: O que aconteceu?', `pergunta: ${question}`);

describe.runIf(browserAvailable())('admin safety in Chromium, against the real server', () => {
  const live = useBrowserAndServer();
  let admin: Page;
  let token: string;
  let problems: string[];

  const api = async (path: string, init: RequestInit = {}) =>
    fetch(`${live.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
  const createTree = async (nome: string, texto: string): Promise<number> => ((await (await api('/admin/arvore', { method: 'POST', body: JSON.stringify({ nome, texto }) })).json()) as { id: number }).id;
  // As another admin's tab would, over whatever is saved ('*'): these tests are not about who saved first.
  const saveTree = (id: number, nome: string, texto: string) => api(`/admin/arvore/${id}`, { method: 'PUT', body: JSON.stringify({ nome, texto }), headers: { 'if-match': '*' } });
  const launch = (id: number) => api(`/admin/arvore/${id}/lancar`, { method: 'PUT', headers: { 'if-match': '*' } });
  const stored = async (id: number) => (await (await api(`/admin/arvore/${id}`)).json()) as { texto: string; arvore: string | null };
  const editor = () => admin.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
  const openForm = async (id: number) => {
    await admin.goto(`${live.server.url}/admin/arvore/${id}`);
    await admin.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    await admin.getByText('Nenhum erro encontrado.', { exact: true }).waitFor();
  };

  beforeAll(async () => {
    ({ page: admin, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo'));
    token = await sessionToken(admin);
  }, 120_000);

  it("'Restaurar versão N como rascunho' asks first and warns of unsaved edits; Cancelar keeps them", async () => {
    const id = await createTree('Versões da impressora', named('Versões da impressora', 'Primeira pergunta?'));
    expect((await launch(id)).status).toBe(200);
    await saveTree(id, 'Versões da impressora', named('Versões da impressora', 'Segunda pergunta?'));
    expect((await launch(id)).status).toBe(200);
    await openForm(id);

    // An unsaved edit, then a restore of version 1.
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.insertText('tags: [nao-salva]\n');
    await admin.getByRole('button', { name: 'Restaurar versão 1 como rascunho' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Restaurar versão 1' });
    expect(await dialog.innerText()).toContain('as alterações não salvas serão perdidas');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await editor().innerText()).toContain('tags: [nao-salva]');
    expect((await stored(id)).texto).toContain('Segunda pergunta?');

    await admin.getByRole('button', { name: 'Restaurar versão 1 como rascunho' }).click();
    await admin.getByRole('dialog', { name: 'Restaurar versão 1' }).getByRole('button', { name: 'Restaurar versão 1' }).click();
    await admin.getByText('Árvore restaurada com sucesso!', { exact: true }).waitFor();
    expect((await stored(id)).texto).toContain('Primeira pergunta?');
    expect(await editor().innerText()).not.toContain('tags: [nao-salva]');
  });

  it("a refused save shows the server's reason (413): a 600 KB text is not saved", async () => {
    const id = await createTree('Grande demais', named('Grande demais'));
    await openForm(id);
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.insertText(`# ${'x'.repeat(600 * 1024)}\n`);
    await admin.getByRole('button', { name: 'Salvar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Falha ao salvar arquivo!' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/O texto da árvore tem 60\d KB e passa do limite de 512 KB\./);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    expect(await admin.getByRole('alert').innerText()).toBe('Falha ao salvar arquivo!');
    expect((await stored(id)).texto).toBe(named('Grande demais'));
  });

  it("a refused launch says so and puts the server's findings in the Log de Erros", async () => {
    // A tutorial pointing at a FAQ article the FAQ lacks: only the server knows (issue 28 item 4).
    const missingArticle = named('Artigo que não existe').concat("  artigo:\n    tipo: tutorial\n    fonte: otrs\n    url: /api/faq/9999\n    telaSim: '#final'\n    telaNao: '#final'\n");
    const id = await createTree('Artigo que não existe', missingArticle);
    await admin.goto(`${live.server.url}/admin/arvore/${id}`);
    await admin.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    await admin.getByRole('button', { name: 'Lançar Árvore' }).click();
    await admin.getByRole('dialog', { name: 'Lançar árvore' }).getByRole('button', { name: 'Lançar Árvore' }).click();
    // The server's verifier (asked before launching) refuses: said in the outcome line, the finding in the log.
    await admin.getByRole('alert').filter({ hasText: 'Erro ao lançar árvore! Corrija os erros do Log de Erros.' }).waitFor();
    await admin.getByRole('button', { name: /^Erro na linha \d+, coluna \d+: Tela "artigo", .*o artigo 9999 não existe no FAQ/ }).waitFor();
    expect((await stored(id)).arvore).toBeNull();
    // The server's finding is an error in the log: 'Lançar' now says why beside it, and leads there.
    await admin.getByRole('button', { name: '1 erro na árvore: veja-o' }).click();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.closest('.cm-editor') !== null)).toBe(true);
  });

  it('reordering with the keyboard keeps the focus on the moved row’s arrow', async () => {
    await admin.goto(`${live.server.url}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    const names = async () => admin.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('a')?.textContent ?? ''));
    // The heading comes before the list does: wait for its rows.
    await admin.getByRole('row').nth(3).waitFor();
    const before = await names();
    const second = before[1]!;
    await admin.getByRole('button', { name: `Descer ${second}` }).focus();
    await admin.keyboard.press('Enter');
    await expect.poll(async () => (await names()).indexOf(second)).toBe(2);
    await expect.poll(() => admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Descer ${second}`);
    // Once more with the keyboard alone: the focus is where the admin left it.
    await admin.keyboard.press('Enter');
    await expect.poll(async () => (await names()).indexOf(second)).toBe(3);
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Descer ${second}`);
    // The browser logs the two refusals above: the oversized save (413) and the refused launch (422).
    expect(unexpectedProblems(problems, [[413, '/api/admin/arvore/']])).toEqual([]);
  });
});
