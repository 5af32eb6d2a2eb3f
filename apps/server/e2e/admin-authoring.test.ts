import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { sessionToken, signIn, unexpectedProblems, type PortalSession } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// The admin's whole authoring journey (issue 10), driven by roles, labels and the spec's texts
// against the real server: write a tree with a mistake, fix it from the Log de Erros, save, test,
// launch; a student opens a ticket through it; reorder, versions and diff, restore, disable,
// delete; a duplicate name; the admin API refused to a student.

const NAME = 'Impressora do DCE';
// The tree of portal-ui's tree-form tests and stories: one fixture, read as the file it is. The
// name the admin types (NAME) is what lists show; the text's own `nome` follows it (the form flags
// a difference and fixes it with one click).
const TREE_TEXT = readFileSync(
  fileURLToPath(new URL('../../../packages/portal-ui/src/components/tree-form/impressora.tree.yaml', import.meta.url)),
  'utf8',
);
const tree = (question: string) => TREE_TEXT.replace('pergunta: O que aconteceu?', `pergunta: ${question}`);

describe.runIf(browserAvailable())('admin authoring in Chromium, against the real server', () => {
  const live = useBrowserAndServer();
  let admin: Page;
  let student: Page;
  let adminToken: string;
  let studentToken: string;
  let treeId: number;
  /** The admin's and the student's sessions, whose problems the last test checks. */
  let sessions: PortalSession[] = [];

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${live.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
  const publicTrees = async () => ((await (await fetch(`${live.server.url}/api/arvores`)).json()) as { arvores: { nome: string }[] }).arvores.map((t) => t.nome);
  const editor = () => admin.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
  const confirm = async (title: string, button: string) => {
    await admin.getByRole('dialog', { name: title }).getByRole('button', { name: button }).click();
  };
  const status = (text: string) => admin.getByText(text, { exact: true }).waitFor();

  beforeAll(async () => {
    const paulo = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const ana = await signIn(live.browser, live.server.url, 'Entrar como Ana');
    sessions = [paulo, ana];
    admin = paulo.page;
    student = ana.page;
    adminToken = await sessionToken(admin);
    studentToken = await sessionToken(student);
  }, 120_000);

  it('writes a tree with a mistake, finds it in the Log de Erros by its line, fixes it and saves', async () => {
    await admin.goto(`${live.server.url}/admin`);
    await admin.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    await admin.getByRole('link', { name: 'Nova Árvore' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Nova Árvore' }).waitFor();
    const nome = admin.getByRole('textbox', { name: /^Nome/ });
    expect(await nome.inputValue()).toBe('Nova Árvore');
    await nome.fill(NAME);

    await editor().click();
    await admin.keyboard.insertText(tree('O que aconteceu?').replace('    pergunta:', '    pergunt:'));
    const entry = admin.getByRole('button', { name: /^Erro na linha 7, coluna 5: .*"pergunt".*"pergunta"/ });
    await entry.waitFor();
    expect(await admin.getByRole('button', { name: 'Testar Árvore' }).isDisabled()).toBe(true);

    // The entry moves the cursor to line 7, column 5: typing there fixes the key.
    await entry.click();
    await admin.keyboard.press('Shift+End');
    await admin.keyboard.type('pergunta: O que aconteceu?');
    // The pasted text names the tree 'Impressora', Nome says NAME: one click makes them one.
    await admin.getByText(`O texto diz nome: “Impressora”, mas os usuários veem o Nome “${NAME}”.`).waitFor();
    await admin.getByRole('button', { name: `Usar “${NAME}” no texto` }).click();
    await status('Nenhum erro encontrado.');
    expect(await editor().innerText()).toContain(`nome: ${NAME}`);
    expect(await editor().innerText()).toContain('pergunta: O que aconteceu?');

    await admin.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    await status('Árvore salva com sucesso!');
    treeId = Number(new URL(admin.url()).pathname.split('/').pop());
    expect(treeId).toBeGreaterThan(0);
  });

  it('tests the draft: the walk screens end on the ticket request, and no ticket is created', async () => {
    await admin.getByRole('button', { name: 'Testar Árvore' }).click();
    await admin.getByRole('heading', { name: 'Testando árvore' }).waitFor();
    await admin.getByRole('button', { name: /Não imprime/ }).click();
    await admin.getByRole('textbox', { name: /^Sala/ }).fill('DCE 12');
    await admin.getByRole('button', { name: 'Avançar' }).click();
    await admin.getByRole('button', { name: 'Criar Chamado' }).click();
    await admin.getByRole('heading', { name: 'Chamado que seria aberto (nenhum chamado é criado no teste)' }).waitFor();
    // As the help desk will read it: the question and the option chosen, the field's label.
    expect(await admin.getByRole('rowheader', { name: 'O que aconteceu?' }).locator('xpath=..').innerText()).toContain('Não imprime');
    expect(await admin.getByRole('rowheader', { name: 'Sala' }).locator('xpath=..').innerText()).toContain('DCE 12');
    await admin.getByRole('button', { name: 'Encerrar teste' }).click();
    await editor().waitFor();
  });

  it("launches after the server's verification; a student sees it in the panel and opens a ticket through it", async () => {
    expect(await publicTrees()).not.toContain(NAME);
    await admin.getByRole('button', { name: 'Lançar Árvore' }).click();
    await confirm('Lançar árvore', 'Lançar Árvore');
    await status('Árvore lançada com sucesso!');
    expect(await publicTrees()).toContain(NAME);

    await student.goto(`${live.server.url}/atendimento`);
    await student.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
    await student.getByRole('button', { name: /Não imprime/ }).click();
    await student.getByRole('textbox', { name: /^Sala/ }).fill('DCE 12');
    await student.getByRole('button', { name: 'Avançar' }).click();
    await student.getByRole('button', { name: 'Criar Chamado' }).click();
    await student.getByText('Chamado criado com sucesso').waitFor();
    await student.getByRole('button', { name: 'Ok' }).click();
    await student.waitForURL(/\/chamados\/detalhe\//);
  });

  it('reorders: up moves it one place in the panel', async () => {
    const before = (await publicTrees()).indexOf(NAME);
    await admin.goto(`${live.server.url}/admin`);
    await admin.getByRole('button', { name: `Subir ${NAME}` }).click();
    await expect.poll(async () => (await publicTrees()).indexOf(NAME)).toBe(before - 1);
  });

  it('keeps launched versions: a second launch, a diff of the two, and restore of the launched text', async () => {
    await admin.getByRole('link', { name: NAME, exact: true }).click();
    await editor().waitFor();
    // Leaving with unsaved changes asks first.
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.insertText('tags: [impressora]\n');
    await admin.getByRole('link', { name: 'Voltar' }).click();
    await confirm('Sair sem salvar?', 'Continuar editando');
    expect(new URL(admin.url()).pathname).toBe(`/admin/arvore/${treeId}`);

    // Version 2: a new question, saved and launched.
    const text = tree('O que houve com a impressora?').replace('nome: Impressora', `nome: ${NAME}`);
    await editor().click();
    await admin.keyboard.press('Control+A');
    await admin.keyboard.insertText(text);
    await status('Nenhum erro encontrado.');
    await admin.getByRole('button', { name: 'Lançar Árvore' }).click();
    await confirm('Lançar árvore', 'Lançar Árvore');
    await status('Árvore lançada com sucesso!');

    await admin.getByRole('button', { name: 'Restaurar versão 2 como rascunho' }).waitFor();
    await admin.getByLabel('Comparar').selectOption({ label: 'Versão 1' });
    await admin.getByLabel('com', { exact: true }).selectOption({ label: 'Versão 2' });
    const diff = admin.getByRole('region', { name: 'Diferenças entre Versão 1 e Versão 2' });
    expect(await diff.getByRole('textbox', { name: 'Versão 1' }).innerText()).toContain('O que aconteceu?');
    expect(await diff.getByRole('textbox', { name: 'Versão 2' }).innerText()).toContain('O que houve com a impressora?');

    // A saved change to the draft, then Restaurar brings the launched text back.
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.insertText('tags: [rascunho]\n');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await status('Árvore salva com sucesso!');
    // The rarely used actions are behind 'Mais ações'.
    await admin.getByRole('button', { name: 'Mais ações' }).click();
    await admin.getByRole('button', { name: 'Restaurar Árvore' }).click();
    await confirm('Restaurar árvore', 'Restaurar Árvore');
    await status('Árvore restaurada com sucesso!');
    const stored = (await (await api(`/admin/arvore/${treeId}`, adminToken)).json()) as { texto: string; arvore: string };
    expect(stored.texto).toBe(stored.arvore);
    expect(await editor().innerText()).not.toContain('tags: [rascunho]');
  });

  it('refuses to delete while launched; disables (gone from the panel), then deletes', async () => {
    await admin.getByRole('button', { name: 'Mais ações' }).click();
    expect(await admin.getByRole('button', { name: 'Apagar' }).isDisabled()).toBe(true);
    expect((await api(`/admin/arvore/${treeId}`, adminToken, { method: 'DELETE', headers: { 'if-match': '*' } })).status).toBe(409);

    await admin.getByRole('button', { name: 'Desabilitar' }).click();
    await confirm('Desabilitar árvore', 'Desabilitar');
    await status('Árvore desabilitada com sucesso!');
    expect(await publicTrees()).not.toContain(NAME);
    await student.goto(`${live.server.url}/atendimento`);
    await student.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();
    expect(await student.getByRole('button', { name: new RegExp(`^${NAME}`) }).count()).toBe(0);

    await admin.getByRole('button', { name: 'Mais ações' }).click();
    await admin.getByRole('button', { name: 'Apagar' }).click();
    await confirm('Apagar árvore', 'Apagar');
    await admin.getByRole('heading', { level: 1, name: 'Área Administrativa' }).waitFor();
    expect(await admin.getByRole('link', { name: NAME, exact: true }).count()).toBe(0);
    expect((await api(`/admin/arvore/${treeId}`, adminToken)).status).toBe(404);
  });

  it('refuses a second tree with the name of another', async () => {
    await admin.goto(`${live.server.url}/admin/arvore/new`);
    await admin.getByRole('textbox', { name: /^Nome/ }).fill('conta para visitantes');
    await admin.getByText('Já existe uma árvore com este nome').waitFor();
    expect(await admin.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
    const body = JSON.stringify({ nome: 'Conta para visitantes', texto: '' });
    expect((await api('/admin/arvore', adminToken, { method: 'POST', body })).status).toBe(409);
  });

  it('answers 403 to a student calling the admin API directly', async () => {
    expect((await api('/admin/arvore', studentToken)).status).toBe(403);
    expect((await api('/admin/arvore', studentToken, { method: 'POST', body: JSON.stringify({ nome: 'X', texto: '' }) })).status).toBe(403);
    // The form asks whether a name is taken; a free one answers 404, which the browser logs.
    expect(unexpectedProblems(sessions.flatMap((session) => session.problems), [[404, '/api/admin/arvore/nome/']])).toEqual([]);
  });
});
