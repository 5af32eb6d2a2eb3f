import { beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { TREE_ARTICLE_TEXT_MAX, type CreateTicketBody, type InsightStarted, type TreeSummary } from '@chamados/api-contract';
import { answerTutorial, chooseOption, exampleTrees, optionPathTo, parseTree, startAttendance, walkSteps, type AttendanceEnv } from '@chamados/tree-engine';
import { faqItems } from '../src/db/schema';
import { faqArticlesOf, plainArticleText } from '../src/walks/faq-articles';
import { useTestApp } from './test-app';
import { callerHeaders } from './tokens';
import { ifMatch } from './if-match';

const noEnv: AttendanceEnv = { user: {}, lookupList: async () => [], lookupMap: async () => undefined, clientIp: async () => undefined };

// Behind a form, an article cannot be opened by options alone.
const treeWithHiddenArticles = `nome: Artigos escondidos
descricao: Tutoriais que a busca não oferece
inicial: pergunta
telas:
  pergunta:
    tipo: opcoes
    pergunta: Qual o problema?
    opcoes:
      Formulário antes: dados
  dados:
    tipo: formulario
    titulo: Seus dados
    campos:
      sala: { tipo: caixaDeTexto, rotulo: Sala }
    fluxos:
      - tela: tutorial-depois-do-formulario
  tutorial-depois-do-formulario:
    tipo: tutorial
    fonte: otrs
    url: /api/faq/4
    telaSim: '#final'
    telaNao: '#final'
`;

describe("the tree list carries the FAQ articles its tutorials show ('Artigos que podem ajudar')", () => {
  const t = useTestApp({ ticketCache: 'off' });
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => ({ admin, user } = await callerHeaders()));

  const list = async (): Promise<TreeSummary[]> => {
    const res = await t.app.inject('/api/arvores');
    expect(res.statusCode).toBe(200);
    return res.json().arvores;
  };

  it("gives each tree its articles: the FAQ's title, the text without markup (cut short) and the tutorial screen", async () => {
    const arvores = await list();
    const byName = new Map(arvores.map((tree) => [tree.nome, tree]));
    const wifi = byName.get('Rede sem fio (Wi-Fi e eduroam)')!;
    expect(wifi.artigos).toHaveLength(1);
    expect(wifi.artigos![0]).toMatchObject({ titulo: 'Como conectar à rede eduroam', tela: 'tutorial-eduroam-windows' });
    expect(wifi.artigos![0]!.texto).toMatch(/^Para conectar à eduroam, use seu e-mail institucional completo/);
    expect(wifi.artigos![0]!.texto).toContain('Método EAP: PEAP');
    expect(byName.get('E-mail institucional e senha')!.artigos).toEqual([expect.objectContaining({ titulo: 'Configurar o e-mail institucional no celular', tela: 'tutorial-celular' })]);
    expect(byName.get('Instalação de software')!.artigos).toEqual([expect.objectContaining({ titulo: 'Instalar programas no computador pessoal', tela: 'tutorial-pessoal' })]);
    for (const tree of arvores) {
      for (const article of tree.artigos ?? []) {
        expect(article.texto).not.toMatch(/[<>]|&[a-z]+;/);
        expect(article.texto.length).toBeLessThanOrEqual(TREE_ARTICLE_TEXT_MAX);
      }
    }
    // A tree whose tutorials show no FAQ article has no `artigos` (the list stays small).
    expect(arvores.filter((tree) => !tree.artigos).length).toBeGreaterThan(0);
  });

  it('cuts a long article at a word, and keeps the list small', async () => {
    const long = `<h2>Guia</h2><p>${'Abra as configurações &amp; escolha a rede. '.repeat(200)}</p>`;
    await t.app.db.insert(faqItems).values({ titulo: 'Guia longo', corpo: long, anexos: [] });
    const text = plainArticleText(long);
    expect(text.length).toBeLessThanOrEqual(TREE_ARTICLE_TEXT_MAX);
    expect(text).toMatch(/^Guia Abra as configurações & escolha a rede\. /);
    expect(text).toMatch(/\S$/);
    expect(long.includes(`${text.split(' ').at(-1)} `) || long.includes(`${text.split(' ').at(-1)}<`)).toBe(true);
    // The articles are a small part of the list, gzipped as it travels.
    const res = await t.app.inject('/api/arvores');
    const withArticles = gzipSync(res.rawPayload).length;
    const without = gzipSync(Buffer.from(JSON.stringify({ arvores: res.json().arvores.map(({ artigos: _a, ...tree }: TreeSummary) => tree) }))).length;
    expect(withArticles - without).toBeLessThan(2_000);
  });

  it('leaves out an article behind a form (options alone cannot open it), and one the FAQ no longer has', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Artigos escondidos', texto: treeWithHiddenArticles, habilitada: true } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const launched = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}/lancar`, headers: await ifMatch(t.app, admin, id) });
    expect(launched.statusCode, launched.body).toBe(200);
    const tree = (await list()).find((candidate) => candidate.nome === 'Artigos escondidos');
    expect(tree).toBeDefined();
    expect(tree!.artigos).toBeUndefined();
    // An article deleted from the FAQ after the launch: left out, the others kept.
    const parsed = parseTree(exampleTrees.find((example) => example.file === 'wifi-eduroam.yaml')!.yaml).tree!;
    expect(await faqArticlesOf([parsed, parsed], async () => new Map())).toEqual([[], []]);
    const one = await faqArticlesOf([parsed], async (ids) => new Map(ids.map((id) => [id, { titulo: ' Título ', corpo: '<p>a &lt; b&#233;</p>' }])));
    expect(one).toEqual([[{ titulo: 'Título', texto: 'a < bé', tela: 'tutorial-eduroam-windows' }]]);
  });

  it("a walk opened at an article's tutorial (its options answered on the way) is replayed and creates the ticket", async () => {
    const wifi = (await list()).find((tree) => tree.nome === 'Rede sem fio (Wi-Fi e eduroam)')!;
    const { tela } = wifi.artigos![0]!;
    const started = await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: wifi.nome } });
    expect(started.statusCode, started.body).toBe(201);
    const { atendimento, arvore } = started.json() as InsightStarted;
    let attendance = startAttendance(arvore);
    const path = optionPathTo(arvore, tela)!;
    expect(path.map((step) => step.opcao)).toEqual(['eduroam', 'Computador com Windows']);
    for (const step of path) attendance = chooseOption(attendance, step.opcao);
    expect(attendance.current).toBe(tela);
    attendance = await answerTutorial(attendance, true, noEnv);
    const body: CreateTicketBody = { atendimento, passos: walkSteps(attendance).passos, anexos: [] };
    const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: user, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    // The ticket says how the tutorial was reached, and names the article by its title.
    const ticket = await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: user });
    const text = ticket.body;
    expect(text).toContain('Qual rede sem fio você está tentando usar? → eduroam');
    expect(text).toContain('Como conectar à rede eduroam');
  });
});
