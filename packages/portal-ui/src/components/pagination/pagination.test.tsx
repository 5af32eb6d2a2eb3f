import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((button) => button.textContent);

describe('Pagination', () => {
  it('shows at most 7 page buttons with the current one marked aria-current', () => {
    render(<Pagination page={7} pageSize={10} total={137} onPageChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '6', '7', '8', '14']);
    expect(screen.getByRole('button', { name: 'Página 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Página 6' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('61–70 de 137 chamados')).toBeTruthy();
  });

  it('moves to a page, to the previous and to the next one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={7} pageSize={10} total={137} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 14' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange.mock.calls).toEqual([[14], [6], [8]]);
  });

  it("disables 'Anterior' on the first page and 'Próxima' on the last", () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={23} onPageChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={3} pageSize={10} total={23} onPageChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('21–23 de 23 chamados')).toBeTruthy();
  });

  it('shows nothing for a list that fits one page', () => {
    const { container } = render(<Pagination page={1} pageSize={10} total={7} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it("offers 'Itens por página' when asked", async () => {
    const onPageSizeChange = vi.fn();
    render(<Pagination page={1} pageSize={10} total={137} onPageChange={vi.fn()} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Itens por página' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('keeps a page size from the URL that is not among the choices', () => {
    render(<Pagination page={1} pageSize={15} total={137} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Itens por página' }) as HTMLSelectElement;
    expect(select.value).toBe('15');
  });

  it('clamps a page past the end (an old link) to the last page', () => {
    render(<Pagination page={99} pageSize={10} total={23} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
  });
});
