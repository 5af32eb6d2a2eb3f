import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleTrees } from '@chamados/tree-engine';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StatsPeriod } from '../tree-stats/stats-period';
import { draftFlow } from './draft-layout';
import { FlowGraph, type FlowGraphProps } from './flow-graph';
import { textMeasurer } from './flow-layout';
import type { FlowLayouter } from './flow-layouter';
import { graphTitle } from './graph-title';
import { graphLabels, nodeDetail } from './node-detail';
import { treeGraph } from './tree-graph';
import type { FlowTraffic } from './traffic';
import { realTree, realTreeTitle } from './sample-tree';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Grafo do fluxo · FlowGraph · diagrama, fluxograma',
  id: 'admin-flowgraph',
  component: FlowGraph,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.flowGraph),
  args: { text: exampleTrees.find((tree) => tree.file === 'wifi-eduroam.yaml')!.yaml, onSelectScreen: fn() },
} satisfies Meta<typeof FlowGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A árvore de exemplo 'Rede sem fio (Wi-Fi e eduroam)': cada tela numa caixa com o seu nome e o
 * tipo ('opções', 'tutorial', 'formulário'), as setas com o texto de cada opção ou 'Sim' e 'Não'
 * nos tutoriais, e os fins em verde. Um clique numa caixa leva ao texto da tela.
 */
export const WifiTree: Story = { name: 'Árvore do Wi-Fi' };

/**
 * Os problemas marcados em cor e em palavras: a opção 'Ajuda' leva a uma 'tela inexistente'
 * (contorno vermelho tracejado); a tela 'sobra', que ninguém alcança, é 'inalcançável' (cinza e
 * tracejada) e, como as suas opções só voltam para ela mesma, também 'sem saída' (borda vermelha).
 */
export const WithProblems: Story = {
  name: 'Com problemas',
  args: {
    text: `nome: Teste
inicial: a
telas:
  a:
    tipo: opcoes
    pergunta: Começo
    opcoes: { Fim: '#final', Ajuda: ajuda-que-nao-existe }
  sobra:
    tipo: opcoes
    pergunta: Ninguém chega aqui
    opcoes: { Volta: sobra, Outra vez: sobra }
`,
  },
};

/**
 * Os caminhos de um formulário: 'fluxo 1' quando a sua condição vale, 'senão' nos outros casos. O
 * tutorial segue por 'Sim' ou 'Não', e o último formulário, sem condições, vai 'sempre' ao fim.
 */
export const FormFlows: Story = {
  name: 'Fluxos de um formulário',
  args: {
    text: `nome: Fluxos
inicial: dados
telas:
  dados:
    tipo: formulario
    titulo: Dados
    campos:
      vinculo:
        tipo: caixaDeSelecao
        rotulo: Vínculo
        opcoes: [{ texto: Aluno, valor: aluno }, { texto: Servidor, valor: servidor }]
    fluxos:
      - tela: aluno
        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: vinculo.valor }, operando2: { tipo: constante, classe: string, valor: aluno } }
      - tela: servidor
  aluno:
    tipo: tutorial
    fonte: link
    url: https://www.ufv.br/ajuda
    telaSim: '#final'
    telaNao: servidor
  servidor:
    tipo: formulario
    titulo: Descreva
    campos:
      texto:
        tipo: memorando
        rotulo: Descrição
`,
  },
};

/**
 * Uma árvore de 200 telas em fila: o desenho abre na tela inicial, num tamanho de leitura. Arrastar
 * ou as setas movem o desenho, 'Afastar' e 'Aproximar' mudam o zoom, e 'Ajustar ao painel' mostra a
 * árvore inteira, que de tão longe fica só com as formas.
 */
export const BigTree: Story = {
  name: 'Árvore grande (200 telas)',
  // This and the 40-, 150- and full-screen stories below are not drawn on the docs page, where
  // every story lays out at once: these four big layouts kept 'Com tráfego' from drawing within
  // the page test's 30 s in CI (13 s on a quiet machine, 8 s without them). They are in the
  // sidebar, and their own tests run them.
  tags: ['!autodocs'],
  args: {
    text: `nome: Grande\ninicial: t0\ntelas:\n${Array.from(
      { length: 200 },
      (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: Pergunta ${i}\n    opcoes: { Seguir: ${i < 199 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`,
    ).join('')}`,
  },
};

// The drawing waits on ELK in a worker: on a busy machine the first layout takes seconds. Below
// the Storybook project's 30 s test timeout, so a slow drawing fails as a timeout of this wait.
const DRAWN = { timeout: 25_000 };

/** The size, in screen pixels, a drawn text has: its font size times the picture's zoom. */
function shownSize(text: Element): number {
  const matrix = (text as SVGGraphicsElement).getScreenCTM();
  return Number.parseFloat(getComputedStyle(text).fontSize) * (matrix ? Math.hypot(matrix.a, matrix.b) : 1);
}

/** Checks the words of the first screen, and an option's label, are at least 12 px on screen. */
async function expectReadable(canvasElement: HTMLElement, firstScreen: RegExp, option: string) {
  const canvas = within(canvasElement);
  const first = await canvas.findByRole('button', { name: firstScreen }, DRAWN);
  // The words as the panel shows them at the zoom it opens at.
  await expect(canvas.getByText('100%')).toBeTruthy();
  for (const text of first.querySelectorAll('text')) await expect(shownSize(text)).toBeGreaterThanOrEqual(12);
  const label = canvas.getAllByText(option)[0]!;
  await expect(shownSize(label)).toBeGreaterThanOrEqual(12);
}

/**
 * A real-sized tree as an admin reads it, in Chromium: its words at least 12 px on screen at the
 * zoom it opens at; 'Tela cheia' opens the picture over the window with its minimap; 'Ir para a
 * tela' centres and focuses the last screen, readable; Esc brings the panel back. Every step
 * waits on what it needs (ELK takes seconds on a loaded machine), never on a fixed time.
 */
async function walkBigTree(canvasElement: HTMLElement, screens: number) {
  const canvas = within(canvasElement);
  await expectReadable(canvasElement, /^Qual destes problemas \(0\)\?, tela0,/, 'Rede da sala');
  await userEvent.click(canvas.getByRole('button', { name: 'Tela cheia' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Fluxo da árvore' }, DRAWN);
  await expect(await within(dialog).findByRole('img', { name: /^Minimapa/ }, DRAWN)).toBeTruthy();
  const last = screens - 1;
  const title = realTreeTitle(last);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Ir para a tela' }), `${title} (tela${last})`);
  const target = await within(dialog).findByRole('button', { name: (name) => name.startsWith(`${title}, tela${last},`) }, DRAWN);
  await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(target), DRAWN);
  for (const text of target.querySelectorAll('text')) await expect(shownSize(text)).toBeGreaterThanOrEqual(12);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), DRAWN);
  await expect(canvasElement.ownerDocument.activeElement).toBe(canvas.getByRole('button', { name: 'Tela cheia' }));
}

/**
 * Uma árvore real de 40 telas: o desenho abre num tamanho de leitura (100 %), na primeira tela,
 * com a pergunta ou o título em cima e a chave do YAML embaixo. 'Ir para a tela' acha qualquer
 * tela pelo título, e 'Tela cheia' abre o desenho na janela inteira, com um minimapa.
 */
export const Forty: Story = {
  name: 'Árvore de 40 telas',
  tags: ['!autodocs'],
  args: { text: realTree(40) },
  play: async ({ canvasElement }) => walkBigTree(canvasElement, 40),
};

/**
 * Uma árvore real de 150 telas: abre legível na primeira tela (nada de encolher 150 telas no
 * painel). Arrastar, as setas, 'Aproximar' e 'Afastar' passeiam pelo desenho; 'Tela cheia' e
 * 'Ir para a tela' levam a qualquer tela.
 */
export const HundredFifty: Story = {
  name: 'Árvore de 150 telas',
  tags: ['!autodocs'],
  args: { text: realTree(150) },
  play: async ({ canvasElement }) => walkBigTree(canvasElement, 150),
};

/**
 * 'Tela cheia' com 150 telas: o desenho ocupa a janela, com o minimapa no canto (a parte à vista
 * em destaque; clicar nele leva até lá). 'Ir para a tela' escolheu 'Descreva o problema (149)':
 * a tela fica no meio, legível e com o foco. 'Sair da tela cheia' ou Esc voltam ao painel.
 */
export const FullScreen: Story = {
  name: 'Tela cheia com 150 telas',
  tags: ['!autodocs'],
  args: { text: realTree(150), initialFullScreen: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Minimapa/ }, DRAWN)).toBeTruthy();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ir para a tela' }), 'Descreva o problema (149) (tela149)');
    const target = await canvas.findByRole('button', { name: /^Descreva o problema \(149\), tela149,/ }, DRAWN);
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(target), DRAWN);
    for (const text of target.querySelectorAll('text')) await expect(shownSize(text)).toBeGreaterThanOrEqual(12);
  },
};

/** Answers only the quick first picture, and never ELK's: the draft stays for a designer to look at. */
const draftOnly: FlowLayouter = {
  layout: (request, onDraft) => {
    const graph = treeGraph(request.text, graphLabels, graphTitle);
    if (graph) onDraft?.({ kind: 'layout', signature: 0, layout: draftFlow(graph, textMeasurer(request.fontFamily), nodeDetail), millis: 0, draft: true });
    return new Promise(() => undefined);
  },
  dispose: () => undefined,
};

/**
 * O primeiro desenho rápido de uma árvore de 150 telas, como aparece por meio segundo ou um
 * segundo quando a árvore é aberta pelo endereço num navegador que ainda não a desenhou: as mesmas
 * caixas e os mesmos rótulos, cada tela na linha do caminho mais curto desde a primeira, debaixo
 * da tela que leva a ela, com 'Organizando o desenho…' em cima. O desenho definitivo (do ELK) toma
 * o lugar deste sem tirar do lugar a tela que a pessoa está olhando. Aqui ele fica parado no rascunho.
 */
export const Draft: Story = {
  name: 'Primeiro desenho rápido (150 telas)',
  tags: ['!autodocs'],
  args: { text: realTree(150), layouter: draftOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, DRAWN)).toHaveProperty('textContent', 'Organizando o desenho…');
    const first = await canvas.findByRole('button', { name: /^Qual destes problemas \(0\)\?, tela0,/ }, DRAWN);
    for (const text of first.querySelectorAll('text')) await expect(shownSize(text)).toBeGreaterThanOrEqual(12);
  },
};

/**
 * Um texto que ainda não é uma árvore (um colchete sem fechamento): no lugar do desenho, 'Corrija
 * os erros para ver o fluxo.', e os botões de zoom ficam apagados.
 */
export const NotATree: Story = { name: 'Texto que ainda não é árvore', args: { text: 'nome: [' } };

/** Thirty days of walks of the Wi-Fi tree: most go by eduroam on Android; the form loses the most. */
const wifiTraffic: FlowTraffic = {
  telas: [
    { tela: 'qual-rede', visitas: 1284, paradas: 96 },
    { tela: 'qual-dispositivo', visitas: 911, paradas: 40 },
    { tela: 'tutorial-eduroam-android', visitas: 520, paradas: 31 },
    { tela: 'tutorial-eduroam-ios', visitas: 160, paradas: 9 },
    { tela: 'tutorial-eduroam-windows', visitas: 98, paradas: 6 },
    { tela: 'tutorial-visitantes', visitas: 190, paradas: 11 },
    { tela: 'tutorial-escolher-rede', visitas: 87, paradas: 4 },
    { tela: 'descreva', visitas: 649, paradas: 156 },
    { tela: '#final', visitas: 975, paradas: 0 },
  ],
  arestas: [
    { de: 'qual-rede', para: 'qual-dispositivo', n: 880 },
    { de: 'qual-rede', para: 'tutorial-visitantes', n: 190 },
    { de: 'qual-rede', para: 'tutorial-escolher-rede', n: 87 },
    { de: 'qual-dispositivo', para: 'tutorial-eduroam-android', n: 520 },
    { de: 'qual-dispositivo', para: 'tutorial-eduroam-ios', n: 160 },
    { de: 'qual-dispositivo', para: 'tutorial-eduroam-windows', n: 98 },
    { de: 'qual-dispositivo', para: 'descreva', n: 93 },
    { de: 'tutorial-eduroam-android', para: '#final', n: 301 },
    { de: 'tutorial-eduroam-android', para: 'descreva', n: 188 },
    { de: 'tutorial-eduroam-ios', para: '#final', n: 97 },
    { de: 'tutorial-eduroam-ios', para: 'descreva', n: 54 },
    { de: 'tutorial-eduroam-windows', para: '#final', n: 60 },
    { de: 'tutorial-eduroam-windows', para: 'descreva', n: 32 },
    { de: 'tutorial-visitantes', para: '#final', n: 102 },
    { de: 'tutorial-visitantes', para: 'descreva', n: 77 },
    { de: 'tutorial-escolher-rede', para: '#final', n: 52 },
    { de: 'tutorial-escolher-rede', para: 'qual-dispositivo', n: 31 },
    { de: 'descreva', para: '#final', n: 493 },
  ],
};

/** The graph with its toggle working: 'Mostrar tráfego' on and off, and the period. */
function WithTrafficToggle({ shownAtFirst, ...props }: FlowGraphProps & { shownAtFirst: boolean }) {
  const [shown, setShown] = useState(shownAtFirst);
  const [period, setPeriod] = useState<StatsPeriod>({ dias: 30 });
  return (
    <FlowGraph
      {...props}
      traffic={{
        shown,
        onShownChange: setShown,
        period,
        onPeriodChange: setPeriod,
        data: wifiTraffic,
      }}
    />
  );
}

/**
 * 'Mostrar tráfego' ligado, em '30 dias': cada seta tão grossa quanto o número de atendimentos que
 * passaram por ela, com o número escrito ('eduroam · 880'), e cada tela com as suas visitas e
 * quantos pararam nela ('649 visitas · 156 pararam aqui'). O leitor de tela ouve os mesmos números
 * no nome de cada tela e de cada seta. Um clique no botão desliga o tráfego e o desenho volta ao normal.
 */
export const WithTraffic: Story = {
  name: 'Com tráfego',
  render: (args) => <WithTrafficToggle {...args} shownAtFirst />,
  // The axe check runs on the picture with its counts drawn.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'eduroam, de Qual rede sem fio você está tentando usar? para Em qual dispositivo o problema acontece?: 880 passagens' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Mostrar tráfego', pressed: true })).toBeTruthy();
  },
};

/** O botão 'Mostrar tráfego' desligado: o desenho de sempre; nada é buscado até ligar. */
export const TrafficOff: Story = {
  name: 'Tráfego desligado',
  render: (args) => <WithTrafficToggle {...args} shownAtFirst={false} />,
};

/** O tráfego não carregou: o aviso com o motivo e 'Tentar novamente'; o desenho continua sem números. */
export const TrafficFailed: Story = {
  name: 'Tráfego que não carregou',
  args: {
    traffic: {
      shown: true,
      onShownChange: fn(),
      period: { dias: 30 },
      onPeriodChange: fn(),
      error: true,
      onRetry: fn(),
    },
  },
};
