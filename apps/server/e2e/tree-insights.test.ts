import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { choose, screenshot, sessionToken, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 22's journey: three students walk the same tree in Chromium against the real server — one
// is helped by the tutorial ('Sim'), one creates a ticket, one cancels — and the admin's
// 'Estatísticas' counts them: 3 started, 1 solved by the tutorial, 1 ticket, 1 gave up; then the
// tree form's flow graph, with 'Mostrar tráfego' on, writes the counts on the edges walked.

const NAME = 'Wi-Fi da Biblioteca';
const TREE = `nome: ${NAME}
descricao: Problemas com o Wi-Fi da biblioteca
tags: [wifi]
inicial: problema
telas:
  problema:
    tipo: opcoes
    pergunta: O que acontece com o Wi-Fi?
    opcoes:
      Não conecta: tutorial-wifi
      Outro problema: descreva
  tutorial-wifi:
    tipo: tutorial
    fonte: link
    url: https://www.ufv.br/
    telaSim: '#final'
    telaNao: descreva
  descreva:
    tipo: formulario
    titulo: Descreva o problema
    campos:
      sala:
        tipo: caixaDeTexto
        rotulo: Sala
        mapeamento: sala
    fluxos:
      - tela: '#final'
`;

describe.runIf(browserAvailable())('tree insights in Chromium, against the real server', () => {
  const live = useBrowserAndServer();
  let adminToken: string;
  let treeId: number;

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${live.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${adminToken}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
  /** A student opens the service from the panel: its first screen. */
  async function start(account: string) {
    const session = await signIn(live.browser, live.server.url, account, 390);
    await session.page.goto(`${live.server.url}/atendimento`);
    await session.page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
    await session.page.getByRole('heading', { name: 'O que acontece com o Wi-Fi?' }).waitFor();
    return session;
  }

  beforeAll(async () => {
    const admin = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    adminToken = await sessionToken(admin.page);
    await admin.context.close();
    const created = await api('/admin/arvore', { method: 'POST', body: JSON.stringify({ nome: NAME, texto: TREE }) });
    expect(created.status).toBe(201);
    treeId = ((await created.json()) as { id: number }).id;
    expect((await api(`/admin/arvore/${treeId}/lancar`, { method: 'PUT', headers: { 'if-match': '*' } })).status).toBe(200);
  }, 120_000);

  it("three walks — a tutorial's 'Sim', a ticket, a cancel — show as 3 / 1 / 1 / 1 in the admin's 'Estatísticas', and on the edges walked with the graph's 'Mostrar tráfego'", async () => {
    // Ana: the tutorial solves it.
    const ana = await start('Entrar como Ana');
    await ana.page.getByRole('button', { name: /Não conecta/ }).click();
    await ana.page.getByRole('button', { name: 'Sim' }).click();
    await ana.page.getByRole('dialog').getByText('Atendimento encerrado').waitFor();
    await ana.page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await ana.page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();

    // Mariana: a ticket.
    const mariana = await start('Entrar como Mariana');
    await mariana.page.getByRole('button', { name: /Outro problema/ }).click();
    await mariana.page.getByRole('textbox', { name: /^Sala/ }).fill('Sala 12 da biblioteca');
    await mariana.page.getByRole('button', { name: 'Avançar' }).click();
    await mariana.page.getByRole('button', { name: 'Criar Chamado' }).click();
    await mariana.page.getByText('Chamado criado com sucesso').waitFor();
    await mariana.page.getByRole('button', { name: 'Ok' }).click();
    await mariana.page.waitForURL(/\/chamados\/detalhe\//);

    // Carlos: answers 'Não' to the tutorial, then gives up on the form (a reload first: no second start).
    const carlos = await start('Entrar como Carlos');
    await carlos.page.getByRole('button', { name: /Não conecta/ }).click();
    await carlos.page.getByRole('button', { name: 'Não' }).click();
    await carlos.page.getByRole('textbox', { name: /^Sala/ }).waitFor();
    await carlos.page.reload();
    await carlos.page.getByRole('textbox', { name: /^Sala/ }).fill('Não sei');
    await carlos.page.getByRole('button', { name: 'Cancelar' }).click();
    await carlos.page.getByRole('dialog', { name: 'Descartar as respostas deste atendimento?' }).getByRole('button', { name: 'Descartar respostas' }).click();
    await carlos.page.getByRole('heading', { level: 1, name: 'Novo Chamado' }).waitFor();

    for (const s of [ana, mariana, carlos]) expect(s.problems).toEqual([]);
    await Promise.all([ana, mariana, carlos].map((s) => s.context.close()));

    // The events travel in the background: wait for the three ends to be counted.
    await expect
      .poll(async () => ((await (await api(`/admin/arvore/${treeId}/estatisticas?periodo=7`)).json()) as { totais: object }).totais, { timeout: 20_000 })
      .toMatchObject({ iniciados: 3, resolvidosTutorial: 1, chamados: 1, desistencias: 1 });

    // The admin reaches 'Estatísticas' from the list, and from there the form's link comes back.
    const admin = await signIn(live.browser, live.server.url, 'Entrar como Paulo');
    const page = admin.page;
    await page.goto(`${live.server.url}/admin`);
    await page.getByRole('link', { name: `Estatísticas de ${NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: `Estatísticas: ${NAME}` }).waitFor();
    await choose(page.getByRole('radio', { name: 'Últimos 7 dias' }));
    await page.getByRole('heading', { name: 'Resumo do período' }).waitFor();
    const terms = await page.getByRole('term').allInnerTexts();
    const values = await page.getByRole('definition').allInnerTexts();
    const total = (label: string) => values[terms.indexOf(label)]!.split('\n')[0];
    expect(total('Atendimentos iniciados')).toBe('3');
    expect(total('Resolvidos pelo tutorial')).toBe('1');
    expect(total('Chamados criados')).toBe('1');
    expect(total('Desistências')).toBe('1');
    expect(values[terms.indexOf('Resolvidos pelo tutorial')]).toContain('33,3% dos iniciados');
    // The tutorial: one 'Sim', one 'Não'; the form: visited twice, one gave up there. Each screen
    // is named by its title (a tutorial without one by its kind and site), never by its key.
    await page.getByRole('row', { name: 'Página de ajuda (ufv.br) 1 1 50%' }).waitFor();
    await page.getByRole('row', { name: 'Descreva o problema 2 66,7% 1 50%' }).waitFor();
    await page.getByRole('row', { name: 'O que acontece com o Wi-Fi? 3 100% 0 0%' }).waitFor();
    // The chart library arrives with this page.
    await page.getByRole('img', { name: /^Gráfico por dia/ }).locator('canvas').first().waitFor();
    await screenshot(page, 'tree-stats');

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    await page.getByRole('link', { name: 'Estatísticas' }).waitFor();

    // The flow graph: no traffic is asked for until 'Mostrar tráfego' is on (a reload first: the
    // statistics page's answers are no longer in the page's cache).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/estatisticas')) asked.push(new URL(request.url()).search);
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Editar Árvore' }).waitFor();
    const graph = page.getByRole('region', { name: 'Fluxo da árvore' });
    await graph.getByRole('button', { name: 'O que acontece com o Wi-Fi?, problema, opções: ir para o texto' }).waitFor();
    const toggle = graph.getByRole('button', { name: 'Mostrar tráfego' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(asked).toEqual([]);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await graph.getByRole('radio', { name: '30 dias' }).isChecked()).toBe(true);
    await graph.getByRole('radio', { name: 'Últimos 7 dias' }).check();
    // Ana and Carlos took 'Não conecta'; Mariana 'Outro problema'; Carlos answered the tutorial 'Não'.
    await graph.getByRole('img', { name: 'Não conecta, de O que acontece com o Wi-Fi? para Página de ajuda (ufv.br): 2 passagens' }).waitFor();
    await graph.getByRole('img', { name: 'Outro problema, de O que acontece com o Wi-Fi? para Descreva o problema: 1 passagem' }).waitFor();
    await graph.getByRole('img', { name: 'Não, de Página de ajuda (ufv.br) para Descreva o problema: 1 passagem' }).waitFor();
    await graph.getByRole('img', { name: 'Sim, de Página de ajuda (ufv.br) para o fim: 1 passagem' }).waitFor();
    await graph.getByText('Não conecta · 2').waitFor();
    await graph.getByRole('button', { name: 'O que acontece com o Wi-Fi?, problema, opções, 3 visitas, ninguém parou aqui: ir para o texto' }).waitFor();
    await graph.getByRole('button', { name: 'Descreva o problema, descreva, formulário, 2 visitas, 1 parou aqui: ir para o texto' }).waitFor();
    expect(asked).toEqual(['?periodo=30', '?periodo=7']);
    await screenshot(page, 'tree-traffic');
    // The graph itself, close up, at both widths.
    if (process.env.SCREENSHOT_DIR) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await graph.getByRole('button', { name: /^O que acontece com o Wi-Fi\?, problema,/ }).waitFor();
        await graph.screenshot({ path: `${process.env.SCREENSHOT_DIR}/tree-traffic-graph-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Off again: the picture as before, without numbers.
    await toggle.click();
    await graph.getByRole('button', { name: 'O que acontece com o Wi-Fi?, problema, opções: ir para o texto' }).waitFor();
    expect(await graph.getByRole('img', { name: /passage/ }).count()).toBe(0);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  }, 240_000);
});
