import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTreeListView } from './admin-tree-list-view';
import { adminTreesFixture, draftTreeFixture } from './admin-trees.fixture';

const props = { newHref: '/admin/arvore/new', editHref: (tree: { id: number }) => `/admin/arvore/${tree.id}`, onMove: vi.fn() };
const treeNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent);

afterEach(() => vi.useRealTimers());

describe('AdminTreeListView', () => {
  it("shows 'Área Administrativa', 'Nova Árvore' and the columns of spec §2, names linking to the form", () => {
    render(<AdminTreeListView trees={adminTreesFixture} {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Área Administrativa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova Árvore' }).getAttribute('href')).toBe('/admin/arvore/new');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Ordem', 'Árvore', 'Autor', 'Situação', 'Modificada']);
    expect(screen.getByRole('link', { name: 'E-mail e senha' }).getAttribute('href')).toBe('/admin/arvore/2');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Lançada')).toBeTruthy();
    expect(within(rows[2]!).getByText('Lançamento gradual (30%)')).toBeTruthy();
    expect(within(rows[3]!).getByText('Desabilitada')).toBeTruthy();
  });

  it("links to the canned replies when given where they are, and not otherwise", () => {
    const { rerender } = render(<AdminTreeListView trees={adminTreesFixture} {...props} />);
    expect(screen.queryByRole('link', { name: 'Respostas prontas da Central de Atendimento' })).toBeNull();
    rerender(<AdminTreeListView trees={adminTreesFixture} {...props} cannedRepliesHref="/admin/respostas-prontas" />);
    expect(screen.getByRole('link', { name: 'Respostas prontas da Central de Atendimento' }).getAttribute('href')).toBe('/admin/respostas-prontas');
  });

  it("links to 'E-mails aos estudantes' when given where it is, and not otherwise", () => {
    const { rerender } = render(<AdminTreeListView trees={adminTreesFixture} {...props} />);
    expect(screen.queryByRole('link', { name: 'E-mails aos estudantes' })).toBeNull();
    rerender(<AdminTreeListView trees={adminTreesFixture} {...props} mailHref="/admin/emails" />);
    expect(screen.getByRole('link', { name: 'E-mails aos estudantes' }).getAttribute('href')).toBe('/admin/emails');
  });

  it("disables the first row's up and the last row's down; the arrows move by one", async () => {
    const onMove = vi.fn();
    render(<AdminTreeListView trees={adminTreesFixture} {...props} onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Subir Rede sem fio (Wi-Fi e eduroam)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Descer Laboratórios e impressoras' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Subir E-mail e senha' }));
    expect(onMove).toHaveBeenCalledWith(adminTreesFixture[1], -1);
    await userEvent.click(screen.getByRole('button', { name: 'Descer E-mail e senha' }));
    expect(onMove).toHaveBeenLastCalledWith(adminTreesFixture[1], 1);
  });

  it('filters by the badges: Rascunhos / Lançadas / Lançamento gradual / Desabilitadas / Todas, Todas by default', async () => {
    render(<AdminTreeListView trees={[...adminTreesFixture, draftTreeFixture]} {...props} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Rascunhos', 'Lançadas', 'Lançamento gradual', 'Desabilitadas', 'Todas']);
    expect(screen.getByRole('radio', { name: 'Todas' })).toHaveProperty('checked', true);
    expect(treeNames()).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: 'Desabilitadas' }));
    expect(treeNames()).toEqual(['Conta para visitantes']);
    await userEvent.click(screen.getByRole('radio', { name: 'Lançadas' }));
    expect(treeNames()).toEqual(['Rede sem fio (Wi-Fi e eduroam)', 'Laboratórios e impressoras']);
    await userEvent.click(screen.getByRole('radio', { name: 'Lançamento gradual' }));
    expect(treeNames()).toEqual(['E-mail e senha']);
    await userEvent.click(screen.getByRole('radio', { name: 'Rascunhos' }));
    expect(treeNames()).toEqual(['Impressão 3D']);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Rascunho')).toBeTruthy();
  });

  it("searches 'Procurar Árvore' 300 ms after the last key, ignoring case and accents", () => {
    vi.useFakeTimers();
    render(<AdminTreeListView trees={adminTreesFixture} {...props} />);
    fireEvent.change(screen.getByLabelText('Procurar Árvore'), { target: { value: 'LABORATORIOS' } });
    act(() => vi.advanceTimersByTime(299));
    expect(treeNames()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(treeNames()).toEqual(['Laboratórios e impressoras']);
  });

  it("says 'Ainda não há nenhuma árvore cadastrada' when there is none", () => {
    render(<AdminTreeListView trees={[]} {...props} />);
    expect(screen.getByText('Ainda não há nenhuma árvore cadastrada')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says which selection is empty, with no empty quotes when nothing was typed', async () => {
    const allLaunched = adminTreesFixture.filter((tree) => tree.arvore !== null);
    render(<AdminTreeListView trees={allLaunched} {...props} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Desabilitadas' }));
    expect(screen.getByText('Nenhuma árvore desabilitada.')).toBeTruthy();
    expect(screen.queryByText(/“”/)).toBeNull();
  });

  it('keeps the focus on the moved row’s arrow once the list has its new order, or on its other arrow at the end', async () => {
    const onMove = vi.fn();
    const { rerender } = render(<AdminTreeListView trees={adminTreesFixture} {...props} onMove={onMove} />);
    const up = screen.getByRole('button', { name: 'Subir E-mail e senha' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(adminTreesFixture[1], -1);
    // The move is on its way (the arrows wait), then the server's order arrives.
    rerender(<AdminTreeListView trees={adminTreesFixture} {...props} onMove={onMove} moving />);
    const moved = [adminTreesFixture[1]!, adminTreesFixture[0]!, ...adminTreesFixture.slice(2)];
    rerender(<AdminTreeListView trees={moved} {...props} onMove={onMove} />);
    // First now: its up arrow is disabled, so the down arrow of the same row holds the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer E-mail e senha' }));
    await userEvent.keyboard('{Enter}');
    rerender(<AdminTreeListView trees={moved} {...props} onMove={onMove} moving />);
    rerender(<AdminTreeListView trees={adminTreesFixture} {...props} onMove={onMove} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer E-mail e senha' }));
  });
});
