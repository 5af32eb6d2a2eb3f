import { composeStories } from '@storybook/react-vite';
import ELK from 'elkjs/lib/elk.bundled.js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validTreeText } from '../tree-form/tree-form.fixture';
import { FlowGraph } from './flow-graph';
import type { FlowLayouter } from './flow-layouter';
import { graphTitle } from './graph-title';
import { layoutText, type LayoutAnswer, type LayoutRequest } from './layout-text';
import { realTree } from './sample-tree';
import { firstView, READABLE_SCALE } from './use-flow-viewport';
import * as stories from './flow-graph.stories';
import { trafficWidth, withTraffic } from './traffic';
import { edgeTrafficName, graphLabels, trafficParts } from './node-detail';
import { screenLine, treeGraph } from './tree-graph';

const withProblems = `${validTreeText}  sobra:
    tipo: opcoes
    pergunta: Ninguém chega aqui
    opcoes:
      Volta: laco
  laco:
    tipo: opcoes
    pergunta: Sem saída
    opcoes:
      De novo: laco
      Outra: nao-existe
`;

describe('treeGraph', () => {
  it('draws options, flows and #final as labelled edges', () => {
    const graph = treeGraph(validTreeText, graphLabels)!;
    expect(graph.nodes.map((node) => node.name)).toEqual(['qual', 'descreva', '#final']);
    expect(graph.edges.map(({ from, to, label, kind }) => ({ from, to, label, kind }))).toEqual([
      { from: 'qual', to: 'descreva', label: 'Não imprime', kind: 'option' },
      { from: 'qual', to: '#final', label: 'Outro problema', kind: 'option' },
      { from: 'descreva', to: '#final', label: 'sempre', kind: 'always' },
    ]);
  });

  it("says 'senão' for what a form does when no conditional flow applies, and 'sempre' only for a first flow without condition", () => {
    const conditional = validTreeText.replace(
      "      - tela: '#final'",
      "      - tela: qual\n        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '1' } }",
    );
    expect(
      treeGraph(conditional, graphLabels)!
        .edges.filter((e) => e.from === 'descreva')
        .map((e) => [e.to, e.label]),
    ).toEqual([
      ['qual', 'fluxo 1'],
      ['#final', 'senão'],
    ]);
    const fallback = `${conditional}      - tela: qual\n`;
    expect(
      treeGraph(fallback, graphLabels)!
        .edges.filter((e) => e.from === 'descreva')
        .map((e) => [e.to, e.label]),
    ).toEqual([
      ['qual', 'fluxo 1'],
      ['qual', 'senão'],
    ]);
  });

  it('keeps a screen that leads to itself, and a reference to a missing screen leads to a node marked as such', () => {
    const graph = treeGraph(withProblems, graphLabels)!;
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ from: 'laco', to: 'laco', label: 'De novo' }),
    );
    expect(graph.edges).toContainEqual(expect.objectContaining({ from: 'laco', to: 'nao-existe' }));
    expect(graph.nodes.find((node) => node.name === 'nao-existe')).toMatchObject({
      kind: 'missing',
    });
  });

  it('marks unreachable screens and dead ends, even in a tree with errors', () => {
    const nodes = treeGraph(withProblems, graphLabels)!.nodes;
    expect(nodes.find((node) => node.name === 'sobra')).toMatchObject({
      unreachable: true,
      deadEnd: true,
    });
    expect(nodes.find((node) => node.name === 'qual')).toMatchObject({
      unreachable: false,
      deadEnd: false,
    });
  });

  it('finds the line of a screen', () => {
    expect(screenLine(validTreeText, 'descreva')).toBe(11);
  });
});

// The layout runs in ELK (a worker in the browser, the main thread here): on a loaded two-core
// machine a first layout has taken over the 5 s findBy default. The tests wait for the drawn
// screens as long as a layout may take; what they check is unchanged.
const LAYOUT = { timeout: 30_000 };

describe('FlowGraph', { timeout: 60_000 }, () => {
  it('makes each screen a button that moves the editor, naming the marks, and draws the missing screen', async () => {
    const onSelectScreen = vi.fn();
    render(<FlowGraph text={withProblems} onSelectScreen={onSelectScreen} />);
    expect(screen.getByRole('heading', { name: 'Fluxo da árvore' })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Descreva, descreva, formulário: ir para o texto' },
        LAYOUT,
      ),
    );
    expect(onSelectScreen).toHaveBeenCalledWith('descreva');
    expect(
      screen.getByRole('button', {
        name: 'Ninguém chega aqui, sobra, opções, inalcançável, sem saída: ir para o texto',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tela nao-existe: tela inexistente' })).toBeTruthy();
  });

  it('zooms with its buttons and the keyboard, and fits back', async () => {
    render(<FlowGraph text={validTreeText} onSelectScreen={vi.fn()} />);
    await screen.findByRole('button', { name: /, qual,/ }, LAYOUT);
    const tools = screen.getByRole('toolbar', { name: 'Zoom do fluxo' });
    const zoom = () => tools.querySelector('[aria-live]')!.textContent;
    const start = zoom();
    await userEvent.click(within(tools).getByRole('button', { name: 'Aproximar' }));
    expect(zoom()).not.toBe(start);
    await userEvent.click(within(tools).getByRole('button', { name: 'Ajustar ao painel' }));
    expect(zoom()).toBe(start);
    const panel = screen.getByRole('group', { name: 'Desenho do fluxo' });
    panel.focus();
    await userEvent.keyboard('-');
    expect(zoom()).not.toBe(start);
    await userEvent.keyboard('0');
    expect(zoom()).toBe(start);
  });

  it('walks the screens with the arrow keys, one tab stop for the picture', async () => {
    render(<FlowGraph text={validTreeText} onSelectScreen={vi.fn()} />);
    const first = await screen.findByRole('button', { name: /, qual,/ }, LAYOUT);
    expect(first.getAttribute('tabindex')).toBe('0');
    const second = screen.getByRole('button', { name: /, descreva,/ });
    expect(second.getAttribute('tabindex')).toBe('-1');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Focus follows once the box is drawn (an effect after the view moved): waited for, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(second), LAYOUT);
    expect(second.getAttribute('tabindex')).toBe('0');
  });

  it('says so when the text is not a tree yet', async () => {
    render(<FlowGraph text="nome: [" onSelectScreen={vi.fn()} />);
    expect(await screen.findByText('Corrija os erros para ver o fluxo.')).toBeTruthy();
  });

  it("says it is drawing, not 'Corrija os erros', when the tree arrives in an empty editor", async () => {
    const { rerender } = render(<FlowGraph text="" onSelectScreen={vi.fn()} />);
    expect(await screen.findByText('Corrija os erros para ver o fluxo.')).toBeTruthy();
    rerender(<FlowGraph text={validTreeText} onSelectScreen={vi.fn()} />);
    expect(screen.queryByText('Corrija os erros para ver o fluxo.')).toBeNull();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Desenhando o fluxo…');
    await screen.findByRole('button', { name: /, qual,/ }, LAYOUT);
    expect(screen.queryByText('Corrija os erros para ver o fluxo.')).toBeNull();
  });

  it('draws a tree past 150 screens', async () => {
    const text = `inicial: t0\ntelas:\n${Array.from({ length: 160 }, (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: P\n    opcoes: { Seguir: ${i < 159 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`).join('')}`;
    render(<FlowGraph text={text} onSelectScreen={vi.fn()} />);
    expect(
      await screen.findByRole('button', { name: /^P, t159,/ }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^P, t\d+,/ })).toHaveLength(160);
  }, 60_000);
});

/**
 * A layouter that sends the quick draft at once (as a cold worker does) and ELK's picture when the
 * test says, both laid out for real in this thread.
 */
function draftFirstLayouter() {
  const asked: { request: LayoutRequest; finish: () => void }[] = [];
  const layouter: FlowLayouter = {
    async layout(request, onDraft) {
      let draft: LayoutAnswer | undefined;
      const final = await layoutText(new ELK(), request, { titleOf: graphTitle, remember: false, draft: (answer) => (draft = answer) });
      if (draft && request.firstPicture) onDraft?.(draft);
      return new Promise((resolve) => asked.push({ request, finish: () => resolve(final) }));
    },
    dispose: () => undefined,
  };
  return { layouter, asked };
}

/** Where a box is on screen: the picture's view (its `translate … scale`) applied to the box's place. */
function onScreen(box: Element): { x: number; y: number } {
  const numbers = (text: string | null) => (text?.match(/-?[\d.]+/g) ?? []).map(Number);
  const [vx = 0, vy = 0, scale = 1] = numbers(box.closest('svg')!.querySelector(':scope > g')!.getAttribute('transform'));
  const [x = 0, y = 0] = numbers(box.getAttribute('transform'));
  return { x: vx + x * scale, y: vy + y * scale };
}

describe('the quick first picture, then ELK’s', { timeout: 60_000 }, () => {
  it("shows the draft with 'Organizando o desenho…', then ELK's picture keeps the focused box where it was on screen", async () => {
    const { layouter, asked } = draftFirstLayouter();
    render(<FlowGraph text={realTree(60)} onSelectScreen={vi.fn()} layouter={layouter} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Desenhando o fluxo…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveProperty('textContent', 'Organizando o desenho…'), LAYOUT);
    expect(asked[0]!.request.firstPicture).toBe(true);
    // The admin moves the view and goes to a screen while the draft shows.
    const panel = screen.getByRole('group', { name: 'Desenho do fluxo' });
    panel.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    const box = screen.getByRole('button', { name: /^Descreva o problema \(5\), tela5,/ });
    // Focusing a box brings it into sight (the view moves): measured once that is drawn.
    await act(async () => box.focus());
    const before = onScreen(box);
    const draftPlace = box.getAttribute('transform');
    asked.at(-1)!.finish();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), LAYOUT);
    const after = screen.getByRole('button', { name: /^Descreva o problema \(5\), tela5,/ });
    // ELK placed it elsewhere in the picture, yet it stands where it stood, still focused.
    expect(after.getAttribute('transform')).not.toBe(draftPlace);
    expect(onScreen(after).x).toBeCloseTo(before.x, 5);
    expect(onScreen(after).y).toBeCloseTo(before.y, 5);
    expect(document.activeElement).toBe(after);
  });

  it('asks for a draft only while no picture is on screen', async () => {
    const { layouter, asked } = draftFirstLayouter();
    const { rerender } = render(<FlowGraph text={realTree(60)} onSelectScreen={vi.fn()} layouter={layouter} />);
    await waitFor(() => expect(asked).toHaveLength(1), LAYOUT);
    asked[0]!.finish();
    await screen.findByRole('button', { name: /, tela0,/ }, LAYOUT);
    rerender(<FlowGraph text={realTree(61)} onSelectScreen={vi.fn()} layouter={layouter} />);
    await waitFor(() => expect(asked).toHaveLength(2), LAYOUT);
    expect(asked[1]!.request.firstPicture).toBe(false);
  });
});

const { TrafficOff, TrafficFailed } = composeStories(stories);

describe('the traffic on the graph', { timeout: 60_000 }, () => {
  it("'Mostrar tráfego' is a toggle: on, each edge says its count and each screen its visits and stops, also to a screen reader; off, the picture is as before", async () => {
    render(<TrafficOff />);
    await screen.findByRole('button', { name: 'Qual rede sem fio você está tentando usar?, qual-rede, opções: ir para o texto' }, LAYOUT);
    const toggle = screen.getByRole('button', { name: 'Mostrar tráfego' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('img', { name: /passagens/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: '30 dias' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(
      await screen.findByRole(
        'img',
        {
          name: 'eduroam, de Qual rede sem fio você está tentando usar? para Em qual dispositivo o problema acontece?: 880 passagens',
        },
        LAYOUT,
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Sim, de Tutorial em vídeo (youtube.com) (tutorial-eduroam-android) para o fim: 301 passagens',
      }),
    ).toBeTruthy();
    expect(screen.getByText('eduroam · 880')).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Qual rede sem fio você está tentando usar?, qual-rede, opções, 1.284 visitas, 96 pararam aqui: ir para o texto',
      }),
    ).toBeTruthy();
    expect(screen.getByText('649 visitas · 156 pararam aqui')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '30 dias' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Datas' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Quanto mais grossa a seta/);

    await userEvent.click(toggle);
    expect(
      await screen.findByRole(
        'button',
        { name: 'Qual rede sem fio você está tentando usar?, qual-rede, opções: ir para o texto' },
        LAYOUT,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /passagens/ })).toBeNull();
    expect(screen.queryByText('eduroam · 880')).toBeNull();
  });

  it('draws the busiest edge widest, a little-used one thin but wider than an edge nobody took', async () => {
    render(<TrafficOff />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar tráfego' }, LAYOUT));
    const width = async (name: string) =>
      Number(
        (await screen.findByRole('img', { name }, LAYOUT)).querySelector('path')!.style.strokeWidth,
      );
    expect(await width('eduroam, de Qual rede sem fio você está tentando usar? para Em qual dispositivo o problema acontece?: 880 passagens')).toBe(7);
    expect(
      await width('Computador com Linux ou macOS, de Em qual dispositivo o problema acontece? para Descreva o problema de conexão: 93 passagens'),
    ).toBeLessThan(3.5);
    expect(
      await width('Não, de Página de ajuda (dti.ufv.br) (tutorial-escolher-rede) para Em qual dispositivo o problema acontece?: 31 passagens'),
    ).toBeGreaterThan(1.25);
  });

  it('says when the traffic could not load, with a retry', async () => {
    render(<TrafficFailed />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível carregar o tráfego desta árvore.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(TrafficFailed.args.traffic!.onRetry).toHaveBeenCalled();
  });

  it('counts steps between screens: two edges between the same screens share the count, and a screen nobody reached has 0', () => {
    const text = `inicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: P\n    opcoes: { Um: b, Dois: b, Fim: '#final' }\n  b:\n    tipo: opcoes\n    pergunta: Q\n    opcoes: { Fim: '#final' }\n  c:\n    tipo: opcoes\n    pergunta: R\n    opcoes: { Fim: '#final' }\n`;
    const graph = withTraffic(treeGraph(text, graphLabels)!, {
      telas: [{ tela: 'a', visitas: 5, paradas: 1 }],
      arestas: [{ de: 'a', para: 'b', n: 3 }],
    });
    expect(graph.edges.map(({ label, count, shared }) => [label, count, shared ?? false])).toEqual([
      ['Um', 3, true],
      ['Dois', 3, true],
      ['Fim', 0, false],
      ['Fim', 0, false],
      ['Fim', 0, false],
    ]);
    expect(graph.nodes.map((node) => [node.name, node.traffic])).toEqual([
      ['a', { visitas: 5, paradas: 1 }],
      ['b', { visitas: 0, paradas: 0 }],
      ['c', { visitas: 0, paradas: 0 }],
      ['#final', undefined],
    ]);
    expect(trafficParts({ visitas: 0, paradas: 0 })).toEqual([
      'nenhuma visita',
      'ninguém parou aqui',
    ]);
    expect(trafficParts({ visitas: 1, paradas: 1 })).toEqual(['1 visita', '1 parou aqui']);
    expect(trafficParts({ visitas: 1284, paradas: 2 })).toEqual([
      '1.284 visitas',
      '2 pararam aqui',
    ]);
    expect(edgeTrafficName(graph.edges[0]!, 'Um')).toBe(
      'Um, de a para b: 3 passagens, somando as outras setas entre as duas telas',
    );
    expect(edgeTrafficName(graph.edges[2]!, 'Fim')).toBe('Fim, de a para o fim: ninguém passou');
    // Named by the titles the boxes show, not by the YAML keys.
    expect(edgeTrafficName(graph.edges[0]!, 'Um', new Map([['a', 'Qual o problema?'], ['b', 'Qual a sala?']]))).toBe(
      'Um, de Qual o problema? para Qual a sala?: 3 passagens, somando as outras setas entre as duas telas',
    );
    expect(trafficWidth(0, 10)).toBe(1.25);
    expect(trafficWidth(10, 10)).toBe(7);
    expect(trafficWidth(1, 100)).toBeCloseTo(1.825);
  });
});

describe('a real-sized tree', { timeout: 90_000 }, () => {
  it('names each screen by its question or title, with its key beneath', async () => {
    render(<FlowGraph text={realTree(40)} onSelectScreen={vi.fn()} />);
    const first = await screen.findByRole('button', { name: 'Qual destes problemas (0)?, tela0, opções: ir para o texto' }, LAYOUT);
    expect(within(first).getByText('Qual destes problemas (0)?')).toBeTruthy();
    expect(within(first).getByText('tela0 · opções')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Como reiniciar o roteador (1), tela1, tutorial: ir para o texto' })).toBeTruthy();
  });

  it("'Ir para a tela' lists the screens by title and focuses the one chosen; Enter on it still moves the editor", async () => {
    const onSelectScreen = vi.fn();
    render(<FlowGraph text={realTree(40)} onSelectScreen={onSelectScreen} />);
    await screen.findByRole('button', { name: /, tela0,/ }, LAYOUT);
    const list = screen.getByRole('combobox', { name: 'Ir para a tela' });
    expect(within(list).getAllByRole('option')).toHaveLength(41);
    await userEvent.selectOptions(list, 'Descreva o problema (38) (tela38)');
    const target = await screen.findByRole('button', { name: /^Descreva o problema \(38\), tela38,/ }, LAYOUT);
    await waitFor(() => expect(document.activeElement).toBe(target), LAYOUT);
    await userEvent.keyboard('{Enter}');
    expect(onSelectScreen).toHaveBeenCalledWith('tela38');
  });

  it("'Tela cheia' opens the graph over the window with a minimap past 30 screens; Esc brings it back", async () => {
    render(<FlowGraph text={realTree(40)} onSelectScreen={vi.fn()} />);
    await screen.findByRole('button', { name: /, tela0,/ }, LAYOUT);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Minimapa/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tela cheia' }));
    expect(screen.getByRole('dialog', { name: 'Fluxo da árvore' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Minimapa/ }, LAYOUT)).toBeTruthy();
    const exit = screen.getByRole('button', { name: 'Sair da tela cheia' });
    expect(document.activeElement).toBe(exit);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tela cheia' }));
  });

  it('has no minimap at 30 screens or fewer, even in full screen', async () => {
    render(<FlowGraph text={realTree(30)} onSelectScreen={vi.fn()} initialFullScreen />);
    await screen.findByRole('button', { name: /, tela0,/ }, LAYOUT);
    expect(screen.getByRole('dialog', { name: 'Fluxo da árvore' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Minimapa/ })).toBeNull();
  });
});

describe('the first view', () => {
  it('opens a picture that does not fit at 100 % at 100 %, on the first screen, near the top', () => {
    const view = firstView({ width: 4000, height: 9000, start: { x: 1900, y: 12, width: 200 } }, { width: 400, height: 500 });
    expect(view.scale).toBe(READABLE_SCALE);
    expect(view.x + (1900 + 100) * view.scale).toBe(200);
    expect(view.y + 12 * view.scale).toBeLessThan(40);
  });

  it('shows a picture whole when it fits at 100 %', () => {
    expect(firstView({ width: 300, height: 200, start: { x: 0, y: 0, width: 100 } }, { width: 400, height: 500 }).scale).toBe(1);
  });
});
