import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TreeDocView } from './tree-doc-view';

describe('TreeDocView', () => {
  it('renders the guide with a heading per section and the examples as code', async () => {
    render(<TreeDocView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Documentação das árvores' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /^Tela de opções/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /^Tabela/ })).toBeTruthy();
    expect(document.querySelectorAll('pre code.language-yaml').length).toBeGreaterThan(10);
  });
});
