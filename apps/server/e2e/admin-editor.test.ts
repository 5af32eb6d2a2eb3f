import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { realTree } from '../../../packages/portal-ui/src/components/flow-graph/sample-tree';
import { keptPictures } from './kept-pictures';
import { sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// The tree editor and the flow graph in Chromium against the real server (issue 18): search and
// replace in Portuguese, Ctrl+S, Enter after `key:`, verification in the worker with the
// '#final' quick fix, and the graph's fit and zoom and its 'tela inexistente' node.

const TREE_TEXT = readFileSync(
  fileURLToPath(new URL('../../../packages/portal-ui/src/components/tree-form/impressora.tree.yaml', import.meta.url)),
  'utf8',
);

describe.runIf(browserAvailable())('the tree editor and the flow graph in Chromium', () => {
  const live = useBrowserAndServer();
  let admin: Page;
  let token: string;
  let problems: string[];

  const editor = () => admin.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
  const text = () => editor().innerText();
  const graph = () => admin.getByRole('region', { name: 'Fluxo da árvore' });

  /** Stores a tree with `texto` under a name no other test uses: its id and that name. */
  async function storeTree(nome: string, texto: string) {
    const unique = `${nome} ${Date.now()}`;
    const created = await fetch(`${live.server.url}/api/admin/arvore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      // The YAML `nome` equals the form's Nome: a difference is a finding of its own (issue 18 item 5).
      body: JSON.stringify({ nome: unique, texto: texto.replace(/^nome: .*$/m, `nome: ${unique}`) }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    return { id, nome: unique };
  }

  /** Opens a stored tree with `texto` in the form, its verification done. */
  async function openTree(nome: string, texto: string) {
    const { id } = await storeTree(nome, texto);
    await admin.goto(`${live.server.url}/admin/arvore/${id}`);
    await editor().waitFor();
    return id;
  }

  beforeAll(async () => {
    ({ page: admin, problems } = await signIn(live.browser, live.server.url, 'Entrar como Paulo'));
    token = await sessionToken(admin);
  }, 120_000);

  it('searches and replaces with Ctrl+F, in Portuguese', async () => {
    await openTree('Busca', TREE_TEXT);
    await editor().click();
    await admin.keyboard.press('Control+f');
    const find = admin.getByRole('textbox', { name: 'Procurar' });
    await find.waitFor();
    for (const name of ['próxima', 'anterior', 'selecionar todas', 'substituir', 'substituir todas', 'fechar']) {
      expect(await admin.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    // Typed, as a person does: the panel takes the query as it is typed.
    await find.pressSequentially('rotulo: Sala');
    await admin.getByRole('textbox', { name: 'Substituir por' }).pressSequentially('rotulo: Local da impressora');
    await admin.getByRole('button', { name: 'substituir todas', exact: true }).click();
    await expect.poll(text).toContain('rotulo: Local da impressora');
    expect(await text()).not.toContain('rotulo: Sala');
  });

  it('saves with Ctrl+S from the editor', async () => {
    const id = await openTree('Atalho', TREE_TEXT);
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.insertText('tags: [impressora]\n');
    await admin.getByText('Alterações não salvas').waitFor();
    await admin.keyboard.press('Control+s');
    await admin.getByText('Árvore salva com sucesso!', { exact: true }).waitFor();
    const stored = (await (await fetch(`${live.server.url}/api/admin/arvore/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { texto: string };
    expect(stored.texto).toContain('tags: [impressora]');
  });

  it('indents after `key:` on Enter, and names an unquoted #final with its quick fix', async () => {
    await openTree('Final sem aspas', TREE_TEXT.replace("      - tela: '#final'", '      - tela: descreva'));
    await admin.getByRole('button', { name: /^Erro na linha \d+, coluna \d+: .*não há caminho/ }).first().waitFor();
    await editor().click();
    await admin.keyboard.press('Control+End');
    await admin.keyboard.press('Backspace');
    // The last line is `      - tela: descreva`: make it `      - tela: #final`.
    for (let i = 0; i < 'descreva'.length; i++) await admin.keyboard.press('Backspace');
    await admin.keyboard.type('#final');
    const entry = admin.getByRole('button', { name: /^Erro na linha 20, coluna 15: .*use aspas: '#final'\.$/ });
    await entry.waitFor();
    // The quick fix, in the tooltip of the underlined value (past the completion typing opened).
    await admin.keyboard.press('Escape');
    await editor().getByText('#final', { exact: true }).hover();
    await admin.getByRole('button', { name: "Corrigir: '#final'" }).first().click();
    await admin.getByText('Nenhum erro encontrado.').waitFor();
    expect(await text()).toContain("      - tela: '#final'");

    // Enter after `campos:` opens the block two columns in.
    await admin.getByRole('button', { name: /^Descreva, descreva, formulário/ }).waitFor();
    await editor().click();
    await admin.keyboard.press('Control+f');
    await admin.getByRole('textbox', { name: 'Procurar' }).pressSequentially('    campos:');
    await admin.keyboard.press('Enter');
    await admin.keyboard.press('Escape');
    await admin.keyboard.press('End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('x');
    await expect.poll(text).toContain('    campos:\n      x\n');
  });

  it('draws the flow: fits, zooms with its buttons, marks a missing screen, and a screen moves the editor', async () => {
    await openTree('Fluxo', TREE_TEXT.replace('Não imprime: descreva', 'Não imprime: descreva\n      Papel: sem-papel'));
    await graph().getByRole('img', { name: 'Tela sem-papel: tela inexistente' }).waitFor({ timeout: 30_000 });
    const zoom = graph().getByRole('toolbar', { name: 'Zoom do fluxo' });
    const percent = () => zoom.innerText();
    // It opens at 100 % (readable); fitted, a tree wider than the panel is smaller.
    await zoom.getByRole('button', { name: 'Ajustar ao painel' }).click();
    const fitted = await percent();
    await zoom.getByRole('button', { name: 'Aproximar' }).click();
    await expect.poll(percent).not.toBe(fitted);
    await zoom.getByRole('button', { name: 'Ajustar ao painel' }).click();
    await expect.poll(percent).toBe(fitted);
    await zoom.getByRole('button', { name: 'Afastar' }).click();
    await expect.poll(percent).not.toBe(fitted);
    await zoom.getByRole('button', { name: 'Ajustar ao painel' }).click();
    // Every box lies inside the panel once fitted.
    const panel = await graph().getByRole('group', { name: 'Desenho do fluxo' }).boundingBox();
    for (const box of await graph().getByRole('button', { name: /: ir para o texto$/ }).all()) {
      const place = (await box.boundingBox())!;
      expect(place.x).toBeGreaterThanOrEqual(panel!.x);
      expect(place.x + place.width).toBeLessThanOrEqual(panel!.x + panel!.width + 1);
    }
    await graph().getByRole('button', { name: /^Descreva, descreva, formulário/ }).click();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Texto da árvore (YAML)');
    expect(problems).toEqual([]);
  });

  it("the tree list starts the graph's layout worker ahead (warming it up); a tree opened from it, and opened again, draws on that one worker", async () => {
    const { nome } = await storeTree('Fluxo aquecido', TREE_TEXT);
    const session = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const { page } = session;
    const layoutWorkers = () => page.workers().filter((worker) => worker.url().includes('flow-layout.worker'));
    await page.goto(`${live.server.url}/admin`);
    // Started once the list has loaded and the browser is idle, before any tree is opened.
    await expect.poll(() => layoutWorkers().length, { timeout: 30_000 }).toBe(1);
    const link = page.getByRole('link', { name: nome, exact: true });
    const drawn = () => page.getByRole('region', { name: 'Fluxo da árvore' }).getByRole('button', { name: /^Descreva, descreva, formulário/ }).waitFor({ timeout: 30_000 });
    await link.click();
    await drawn();
    expect(layoutWorkers()).toHaveLength(1);
    // Back to the list and into the tree again: the graph gone kept its worker for the next one.
    await page.goBack();
    await link.click();
    await drawn();
    expect(layoutWorkers()).toHaveLength(1);
    expect(session.problems).toEqual([]);
    await session.context.close();
  });

  it("a valid tree opened by its address goes from 'Desenhando o fluxo…' to its picture, never through 'Corrija os erros'", async () => {
    const { id } = await storeTree('Fluxo ao abrir', TREE_TEXT);
    const session = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const { page } = session;
    // Every text the graph's notes show, from the first paint on (an observer set before any script).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { graphNotes: string[] }).graphNotes = []);
      new MutationObserver(() => {
        for (const note of document.querySelectorAll('section p')) if (note.textContent && !seen.includes(note.textContent)) seen.push(note.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${live.server.url}/admin/arvore/${id}`);
    await page.getByRole('region', { name: 'Fluxo da árvore' }).getByRole('button', { name: /^Descreva, descreva, formulário/ }).waitFor({ timeout: 30_000 });
    const notes = await page.evaluate(() => (window as unknown as { graphNotes: string[] }).graphNotes);
    expect(notes).toContain('Desenhando o fluxo…');
    expect(notes).not.toContain('Corrija os erros para ver o fluxo.');
    expect(session.problems).toEqual([]);
    await session.context.close();
  });

  it("a 150-screen tree opened by its address in a fresh browser shows a quick first picture, then ELK's, its first screen where it was", async () => {
    const { id } = await storeTree('Fluxo de 150 telas', realTree(150));
    const session = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const { page } = session;
    await page.goto(`${live.server.url}/admin/arvore/${id}`);
    const region = page.getByRole('region', { name: 'Fluxo da árvore' });
    const panel = region.getByRole('group', { name: 'Desenho do fluxo' });
    const first = region.getByRole('button', { name: /^Qual destes problemas \(0\)\?, tela0,/ });
    /** The first screen's place in the panel (the note above the panel goes with the draft). */
    const place = async () => {
      const [box, frame] = [await first.boundingBox(), await panel.boundingBox()];
      return { x: Math.round(box!.x - frame!.x), y: Math.round(box!.y - frame!.y) };
    };
    // The cold worker's draft: the screens, named, readable, while ELK still lays the tree out.
    await region.getByRole('status').filter({ hasText: 'Organizando o desenho…' }).waitFor({ timeout: 30_000 });
    const drafted = await place();
    await region.getByText('Organizando o desenho…').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await place()).toEqual(drafted);
    const measured = await page.evaluate(() => Object.fromEntries(['rascunho do fluxo', 'desenho do fluxo'].map((name) => [name, performance.getEntriesByName(name).map((entry) => entry.duration)])));
    expect(measured['rascunho do fluxo']).toHaveLength(1);
    expect(measured['desenho do fluxo']).toHaveLength(1);
    expect(measured['rascunho do fluxo']![0]).toBeLessThan(measured['desenho do fluxo']![0]!);
    // The picture now is ELK's: 'Ir para a tela' finds the last screen in it.
    await region.getByRole('combobox', { name: 'Ir para a tela' }).selectOption({ label: 'Descreva o problema (149) (tela149)' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Descreva o problema \(149\), tela149,/);
    expect(session.problems).toEqual([]);
    await session.context.close();
  });

  it('a tree drawn before in this browser is drawn again from its kept picture on a fresh page, without a layout', async () => {
    const { id } = await storeTree('Fluxo guardado', TREE_TEXT);
    const session = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const { page } = session;
    const drawn = () => page.getByRole('region', { name: 'Fluxo da árvore' }).getByRole('button', { name: /^Descreva, descreva, formulário/ }).waitFor({ timeout: 30_000 });
    // What answered each layout the graph asked for (portal-ui's measure 'desenho do fluxo').
    const answeredBy = () =>
      page.evaluate(() => performance.getEntriesByName('desenho do fluxo').map((entry) => ((entry as PerformanceMeasure).detail as { guardado?: boolean }).guardado ? 'guardado' : 'worker'));
    await page.goto(`${live.server.url}/admin/arvore/${id}`);
    await drawn();
    expect(await answeredBy()).toEqual(['worker']);
    // The worker writes the picture once it has stayed the newest for a moment.
    await expect.poll(() => keptPictures(page), { timeout: 30_000 }).toHaveLength(1);
    const [before] = await keptPictures(page);
    // A new page load, a new worker: the picture comes from the store (reading it marks it used).
    await page.goto('about:blank');
    await page.goto(`${live.server.url}/admin/arvore/${id}`);
    await drawn();
    expect(await answeredBy()).toEqual(['guardado']);
    await expect.poll(async () => (await keptPictures(page))[0]!, { timeout: 30_000 }).toBeGreaterThan(before!);
    expect(await keptPictures(page)).toHaveLength(1);
    expect(session.problems).toEqual([]);
    await session.context.close();
  });
});

