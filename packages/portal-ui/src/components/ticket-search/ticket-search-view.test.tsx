import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manyTicketsPage, openTicketsFixture, ticketDetailHref } from '../ticket-list/tickets.fixture';
import { TicketSearchView, type TicketSearchViewProps } from './ticket-search-view';

const common = { page: 1, pageSize: 10, onPageChange: vi.fn(), detailHref: ticketDetailHref };

function renderSearch(props: Partial<TicketSearchViewProps> = {}) {
  const onFilterChange = vi.fn();
  const view = render(<TicketSearchView {...common} onFilterChange={onFilterChange} {...props} />);
  return { ...view, onFilterChange, box: screen.getByLabelText('Texto ou número de protocolo') as HTMLInputElement };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TicketSearchView', () => {
  it("is 'Buscar Chamados' with a labelled search box whose placeholder is 'Procurar Chamado'", () => {
    const { box } = renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar Chamados' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(box.placeholder).toBe('Procurar Chamado');
    expect(screen.getByRole('searchbox', { name: 'Texto ou número de protocolo' })).toBe(box);
  });

  it('searches 500 ms after the last key', () => {
    vi.useFakeTimers();
    const { box, onFilterChange } = renderSearch();
    fireEvent.change(box, { target: { value: 'impre' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'impressora ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onFilterChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFilterChange.mock.calls).toEqual([['impressora']]);
  });

  it('never searches while the box is empty or blank', () => {
    vi.useFakeTimers();
    const { box, onFilterChange } = renderSearch();
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.submit(screen.getByRole('search'));
    expect(onFilterChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Digite o que procura para ver os seus chamados.');
  });

  it("searches at once on Enter or 'Buscar'", async () => {
    const { box, onFilterChange } = renderSearch();
    await userEvent.type(box, '2025061010000031{Enter}');
    expect(onFilterChange).toHaveBeenLastCalledWith('2025061010000031');
    expect(onFilterChange).toHaveBeenCalledTimes(1);
  });

  it('clearing the box clears the search', async () => {
    const { onFilterChange } = renderSearch({ initialFilter: 'rede' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onFilterChange).toHaveBeenCalledWith('');
    expect((screen.getByLabelText('Texto ou número de protocolo') as HTMLInputElement).value).toBe('');
  });

  it('shows the results in the ticket list and announces how many were found', () => {
    renderSearch({ initialFilter: 'rede', data: { tickets: openTicketsFixture.slice(0, 2), maxSize: 2 } });
    expect(screen.getByRole('status').textContent).toBe('2 chamados encontrados');
    expect(screen.getByRole('table', { name: 'Buscar Chamados 2 chamados encontrados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2025061010000031' }).getAttribute('href')).toBe('/chamados/detalhe/31');
  });

  it('pages many results', async () => {
    const onPageChange = vi.fn();
    renderSearch({ initialFilter: 'rede', data: manyTicketsPage(1), onPageChange });
    expect(screen.getByRole('status').textContent).toBe('137 chamados encontrados');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('with no result, says so and that a protocol number works too', () => {
    renderSearch({ initialFilter: 'projetor', data: { tickets: [], maxSize: 0 } });
    expect(screen.getByRole('status').textContent).toBe('Nenhum chamado encontrado para “projetor”.');
    const hint = screen.getByText(/também pode procurar pelo número de protocolo/).textContent!;
    // The example looks like a real number: YYYYMMDD and the day's 5-digit sequence (13 digits).
    expect(hint.match(/\d+/g)).toEqual([expect.stringMatching(/^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{5}$/)]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("with no result and the panel's address, offers 'Abrir um chamado'", () => {
    renderSearch({ initialFilter: 'projetor', data: { tickets: [], maxSize: 0 }, newTicketHref: '/atendimento' });
    expect(screen.getByRole('link', { name: 'Abrir um chamado' }).getAttribute('href')).toBe('/atendimento');
  });

  it("says 'Buscando…' while the first answer is on its way", () => {
    renderSearch({ initialFilter: 'rede', searching: true });
    expect(screen.getByRole('status').textContent).toBe('Buscando…');
  });
});
