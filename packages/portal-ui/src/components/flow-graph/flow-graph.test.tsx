import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validTreeText } from '../tree-form/tree-form.fixture';
import { FlowGraph } from './flow-graph';
import { screenLine, treeGraph } from './tree-graph';

const labels = { yes: 'Sim', no: 'Não', always: 'sempre', otherwise: 'senão', flow: (n: number) => `fluxo ${n}` };

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
`;

describe('treeGraph', () => {
  it('draws options, flows and #final as labelled edges', () => {
    const graph = treeGraph(validTreeText, labels)!;
    expect(graph.nodes.map((node) => node.name)).toEqual(['qual', 'descreva', '#final']);
    expect(graph.edges).toEqual([
      { from: 'qual', to: 'descreva', label: 'Não imprime' },
      { from: 'qual', to: '#final', label: 'Outro problema' },
      { from: 'descreva', to: '#final', label: 'sempre' },
    ]);
  });

  it('marks unreachable screens and dead ends, even in a tree with errors', () => {
    const nodes = treeGraph(withProblems, labels)!.nodes;
    expect(nodes.find((node) => node.name === 'sobra')).toMatchObject({ unreachable: true, deadEnd: true });
    expect(nodes.find((node) => node.name === 'qual')).toMatchObject({ unreachable: false, deadEnd: false });
  });

  it('finds the line of a screen', () => {
    expect(screenLine(validTreeText, 'descreva')).toBe(11);
  });
});

describe('FlowGraph', () => {
  it('makes each screen a button that moves the editor, naming the marks', async () => {
    const onSelectScreen = vi.fn();
    render(<FlowGraph text={withProblems} onSelectScreen={onSelectScreen} />);
    expect(screen.getByRole('heading', { name: 'Fluxo da árvore' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tela descreva, formulário: ir para o texto' }));
    expect(onSelectScreen).toHaveBeenCalledWith('descreva');
    expect(screen.getByRole('button', { name: 'Tela sobra, opções, inalcançável, sem saída: ir para o texto' })).toBeTruthy();
  });

  it('says so when the text is not a tree yet', () => {
    render(<FlowGraph text="nome: [" onSelectScreen={vi.fn()} />);
    expect(screen.getByText('Corrija os erros para ver o fluxo.')).toBeTruthy();
  });
});

describe('a big tree', () => {
  it('is counted, not drawn', () => {
    const text = `inicial: t0\ntelas:\n${Array.from({ length: 151 }, (_, i) => `  t${i}:\n    tipo: opcoes\n`).join('')}`;
    render(<FlowGraph text={text} onSelectScreen={vi.fn()} />);
    expect(screen.getByText('A árvore tem 151 telas: o desenho só é feito até 150.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
