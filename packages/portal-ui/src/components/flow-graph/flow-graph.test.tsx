import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validTreeText } from '../tree-form/tree-form.fixture';
import { FlowGraph } from './flow-graph';
import { graphLabels } from './node-detail';
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
    const conditional = validTreeText.replace("      - tela: '#final'", "      - tela: qual\n        condicao: { tipo: simples, comparador: '=', operando1: { tipo: variavel, campo: sala }, operando2: { tipo: constante, classe: string, valor: '1' } }");
    expect(treeGraph(conditional, graphLabels)!.edges.filter((e) => e.from === 'descreva').map((e) => [e.to, e.label])).toEqual([
      ['qual', 'fluxo 1'],
      ['#final', 'senão'],
    ]);
    const fallback = `${conditional}      - tela: qual\n`;
    expect(treeGraph(fallback, graphLabels)!.edges.filter((e) => e.from === 'descreva').map((e) => [e.to, e.label])).toEqual([
      ['qual', 'fluxo 1'],
      ['qual', 'senão'],
    ]);
  });

  it('keeps a screen that leads to itself, and a reference to a missing screen leads to a node marked as such', () => {
    const graph = treeGraph(withProblems, graphLabels)!;
    expect(graph.edges).toContainEqual(expect.objectContaining({ from: 'laco', to: 'laco', label: 'De novo' }));
    expect(graph.edges).toContainEqual(expect.objectContaining({ from: 'laco', to: 'nao-existe' }));
    expect(graph.nodes.find((node) => node.name === 'nao-existe')).toMatchObject({ kind: 'missing' });
  });

  it('marks unreachable screens and dead ends, even in a tree with errors', () => {
    const nodes = treeGraph(withProblems, graphLabels)!.nodes;
    expect(nodes.find((node) => node.name === 'sobra')).toMatchObject({ unreachable: true, deadEnd: true });
    expect(nodes.find((node) => node.name === 'qual')).toMatchObject({ unreachable: false, deadEnd: false });
  });

  it('finds the line of a screen', () => {
    expect(screenLine(validTreeText, 'descreva')).toBe(11);
  });
});

describe('FlowGraph', () => {
  it('makes each screen a button that moves the editor, naming the marks, and draws the missing screen', async () => {
    const onSelectScreen = vi.fn();
    render(<FlowGraph text={withProblems} onSelectScreen={onSelectScreen} />);
    expect(screen.getByRole('heading', { name: 'Fluxo da árvore' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Tela descreva, formulário: ir para o texto' }));
    expect(onSelectScreen).toHaveBeenCalledWith('descreva');
    expect(screen.getByRole('button', { name: 'Tela sobra, opções, inalcançável, sem saída: ir para o texto' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tela nao-existe: tela inexistente' })).toBeTruthy();
  });

  it('zooms with its buttons and the keyboard, and fits back', async () => {
    render(<FlowGraph text={validTreeText} onSelectScreen={vi.fn()} />);
    await screen.findByRole('button', { name: /^Tela qual/ });
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
    const first = await screen.findByRole('button', { name: /^Tela qual/ });
    expect(first.getAttribute('tabindex')).toBe('0');
    const second = screen.getByRole('button', { name: /^Tela descreva/ });
    expect(second.getAttribute('tabindex')).toBe('-1');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('tabindex')).toBe('0');
  });

  it('says so when the text is not a tree yet', async () => {
    render(<FlowGraph text="nome: [" onSelectScreen={vi.fn()} />);
    expect(await screen.findByText('Corrija os erros para ver o fluxo.')).toBeTruthy();
  });

  it('draws a tree past 150 screens', async () => {
    const text = `inicial: t0\ntelas:\n${Array.from({ length: 160 }, (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: P\n    opcoes: { Seguir: ${i < 159 ? `t${i + 1}` : "'#final'"}, Sair: '#final' }\n`).join('')}`;
    render(<FlowGraph text={text} onSelectScreen={vi.fn()} />);
    expect(await screen.findByRole('button', { name: /^Tela t159,/ }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Tela t\d+,/ })).toHaveLength(160);
  }, 60_000);
});
