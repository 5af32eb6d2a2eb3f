import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closedTicketsFixture, manyTicketsPage, openTicketsFixture, ticketDetailHref } from '../ticket-list/tickets.fixture';
import { TicketListView } from './ticket-list-view';

const common = { page: 1, pageSize: 10, onPageChange: vi.fn(), detailHref: ticketDetailHref };

describe('TicketListView', () => {
  it("titles the open list 'Chamados abertos' and names its table by that title", () => {
    render(<TicketListView {...common} estado="aberto" data={{ tickets: openTicketsFixture, maxSize: 5 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chamados abertos' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Chamados abertos' })).toBeTruthy();
  });

  it("titles the closed list 'Chamados fechados'", () => {
    render(<TicketListView {...common} estado="fechado" data={{ tickets: closedTicketsFixture, maxSize: 2 }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chamados fechados' })).toBeTruthy();
  });

  it('says each list is empty in the words of the spec', () => {
    const { rerender } = render(<TicketListView {...common} estado="aberto" data={{ tickets: [], maxSize: 0 }} />);
    expect(screen.getByText('Você não possui nenhum Chamado em Aberto')).toBeTruthy();
    rerender(<TicketListView {...common} estado="fechado" data={{ tickets: [], maxSize: 0 }} />);
    expect(screen.getByText('Você não possui nenhum Chamado Fechado')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it("offers 'Abrir um chamado' on an empty list, and nothing more on a list with tickets", () => {
    const { rerender } = render(<TicketListView {...common} estado="aberto" data={{ tickets: [], maxSize: 0 }} newTicketHref="/atendimento" />);
    expect(screen.getByRole('link', { name: 'Abrir um chamado' }).getAttribute('href')).toBe('/atendimento');
    rerender(<TicketListView {...common} estado="aberto" data={{ tickets: openTicketsFixture, maxSize: 5 }} newTicketHref="/atendimento" />);
    expect(screen.queryByRole('link', { name: 'Abrir um chamado' })).toBeNull();
  });

  it('pages a long list', async () => {
    const onPageChange = vi.fn();
    render(<TicketListView {...common} estado="aberto" page={2} data={manyTicketsPage(2)} onPageChange={onPageChange} />);
    expect(screen.getByText('11–20 de 137 chamados')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("shows 'Carregando…' until the first page arrives, and keeps the list while polling refetches", () => {
    const { rerender } = render(<TicketListView {...common} estado="aberto" loading />);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    rerender(<TicketListView {...common} estado="aberto" loading data={{ tickets: openTicketsFixture, maxSize: 5 }} />);
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
