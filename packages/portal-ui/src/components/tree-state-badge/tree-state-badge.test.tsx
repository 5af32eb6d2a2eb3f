import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { treeState } from './tree-state';
import { TreeStateBadge } from './tree-state-badge';

describe('treeState', () => {
  it('tells a draft from a disabled tree, and a gradual launch from a launched one', () => {
    expect(treeState({ arvore: null, versao: null, gradual: null })).toBe('draft');
    expect(treeState({ arvore: null, versao: 2, gradual: null })).toBe('disabled');
    expect(treeState({ arvore: 'nome: A', versao: 2, gradual: null })).toBe('launched');
    expect(treeState({ arvore: 'nome: A', versao: 2, gradual: { versao: 3, parcela: 30 } })).toBe('gradual');
  });
});

describe('TreeStateBadge', () => {
  it('says each state in words, each with its own look', () => {
    const { rerender } = render(<TreeStateBadge state="gradual" parcela={30} />);
    expect(screen.getByText('Lançamento gradual (30%)').className).toContain('ch-tree-state--gradual');
    for (const [state, text] of [['draft', 'Rascunho'], ['launched', 'Lançada'], ['disabled', 'Desabilitada']] as const) {
      rerender(<TreeStateBadge state={state} />);
      expect(screen.getByText(text).className).toContain(`ch-tree-state--${state}`);
    }
  });
});
