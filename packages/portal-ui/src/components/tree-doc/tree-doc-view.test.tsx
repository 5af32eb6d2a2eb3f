import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TreeDocView } from './tree-doc-view';

afterEach(() => vi.restoreAllMocks());

describe('TreeDocView', () => {
  it('renders the guide with a heading per section and the examples as code', async () => {
    render(<TreeDocView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Documentação das árvores' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /^Tela de opções/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /^Tabela/ })).toBeTruthy();
    expect(document.querySelectorAll('pre code.language-yaml').length).toBeGreaterThan(10);
  });

  it('opens with a table of contents whose links reach every section and subsection', async () => {
    render(<TreeDocView />);
    await screen.findByRole('heading', { level: 2, name: /^Tela de opções/ });
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(contents).getAllByRole('link');
    for (const name of ['O nome da árvore', 'Listas e mapas do data hub', 'Testar a árvore', 'Fluxo da árvore', 'Lançar, versões e limites', 'Tabela (tabela)']) {
      expect(links.map((link) => link.textContent)).toContain(name);
    }
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent ?? '').toBeTruthy();
    }
  });

  it('copies a whole example with its button and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<TreeDocView />);
    await user.click(await screen.findByRole('button', { name: 'Copiar o exemplo “Impressora”' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^nome: Impressora\n[\s\S]*telaNao: '#final'\n$/));
    await waitFor(() => expect(screen.getByText('Exemplo “Impressora” copiado.')).toBeTruthy());
  });

  it("lists the data hub's lists and maps, or says it could not be asked", async () => {
    const { unmount } = render(<TreeDocView dataHub={{ disponivel: true, listas: ['campi', 'predios'], mapas: ['fila-por-predio'] }} />);
    const lists = await screen.findByRole('region', { name: 'Listas que existem no data hub' });
    expect(within(lists).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['campi', 'predios']);
    expect(within(screen.getByRole('region', { name: 'Mapas que existem no data hub' })).getByText('fila-por-predio')).toBeTruthy();
    unmount();
    render(<TreeDocView dataHub={{ disponivel: false, listas: [], mapas: [] }} />);
    expect(await screen.findByText('Não foi possível consultar o data hub agora: as listas e os mapas não aparecem aqui.')).toBeTruthy();
  });
});
