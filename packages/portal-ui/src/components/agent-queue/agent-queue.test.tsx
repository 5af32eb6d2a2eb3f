import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgentQueueFilters, DEFAULT_QUEUE_FILTERS, isFilteredQueue } from './agent-queue-filters';
import { AgentQueueTable } from './agent-queue-table';
import { AgentQueueView, type AgentQueueViewProps } from './agent-queue-view';
import { agentDeskFixture, agentQueuePageFixture, agentQueueRowsFixture, agentTicketHref, defaultTitledRowsFixture } from './agent-queue.fixture';

function renderView(props: Partial<AgentQueueViewProps> = {}) {
  const onFiltersChange = vi.fn();
  render(
    <AgentQueueView
      desk={agentDeskFixture}
      data={agentQueuePageFixture}
      filters={DEFAULT_QUEUE_FILTERS}
      onFiltersChange={onFiltersChange}
      page={1}
      pageSize={10}
      onPageChange={vi.fn()}
      ticketHref={agentTicketHref}
      {...props}
    />,
  );
  return { onFiltersChange };
}

describe('AgentQueueTable', () => {
  it('has the columns Chamado, Título, Solicitante, Fila, Estado, Prioridade, Prazo, Atendente', () => {
    render(<AgentQueueTable tickets={agentQueueRowsFixture} label="Fila" ticketHref={agentTicketHref} />);
    const table = screen.getByRole('table', { name: 'Fila' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Chamado',
      'Título',
      'Solicitante',
      'Fila',
      'Estado',
      'Prioridade',
      'Prazo',
      'Atendente',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(agentQueueRowsFixture.length + 1);
  });

  it('links each number to the desk ticket page and stars what the agent has not seen', () => {
    render(<AgentQueueTable tickets={agentQueueRowsFixture} label="Fila" ticketHref={agentTicketHref} />);
    expect(screen.getByRole('link', { name: '2025061110000041' }).getAttribute('href')).toBe('/atendente/chamado/41');
    const starred = screen.getAllByRole('img', { name: 'Não visualizado por você' });
    expect(starred).toHaveLength(1);
    expect(within(starred[0]!.closest('tr')!).getByRole('link').textContent).toBe('2025061110000041');
  });

  it("writes the deadline in pt-BR time, marks a late one 'Atrasado', and names who answers", () => {
    render(<AgentQueueTable tickets={agentQueueRowsFixture} label="Fila" ticketHref={agentTicketHref} />);
    const [late, mine, paused] = screen.getAllByRole('row').slice(1);
    expect(within(late!).getByText('11/06/2025 10:00')).toBeTruthy();
    expect(within(late!).getByText('Atrasado')).toBeTruthy();
    expect(within(late!).getByText('Sem atendente')).toBeTruthy();
    expect(within(mine!).queryByText('Atrasado')).toBeNull();
    expect(within(mine!).getByText('Atendente DTI (você)')).toBeTruthy();
    // Waiting for the student: its deadlines are paused, not gone.
    expect(within(paused!).getByText('Pausado')).toBeTruthy();
    expect(within(paused!).getByText('Aguardando o solicitante')).toBeTruthy();
    expect(within(paused!).getByText('Marcos Reis')).toBeTruthy();
  });
});

describe('AgentQueueTable with default titles', () => {
  it('shows the service under each title, and deadlines with two-digit hours', () => {
    render(<AgentQueueTable tickets={defaultTitledRowsFixture} label="Fila" ticketHref={agentTicketHref} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Serviço: Rede sem fio (Wi-Fi e eduroam)');
    expect(rows[1]!.textContent).toContain('Serviço: Laboratórios e impressoras');
    expect(rows[0]!.textContent).toContain('25/11/2026 04:26');
  });
});

describe('AgentQueueFilters', () => {
  it("shows the new tickets' count on 'Novos', as its description (the name stays 'Novos')", () => {
    render(<AgentQueueFilters value={DEFAULT_QUEUE_FILTERS} filas={[]} onChange={vi.fn()} newCount={7} />);
    const novos = screen.getByRole('radio', { name: 'Novos' });
    expect(document.getElementById(novos.getAttribute('aria-describedby')!)?.textContent).toBe('7 chamados novos');
    cleanup();
    render(<AgentQueueFilters value={DEFAULT_QUEUE_FILTERS} filas={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Novos' }).getAttribute('aria-describedby')).toBeNull();
  });

  it("offers the five states with 'Abertos' chosen, and every queue", async () => {
    const onChange = vi.fn();
    render(<AgentQueueFilters value={DEFAULT_QUEUE_FILTERS} filas={agentDeskFixture.filas} onChange={onChange} />);
    const states = within(screen.getByRole('group', { name: 'Estado' })).getAllByRole('radio');
    expect(states.map((radio) => radio.closest('label')!.textContent)).toEqual(['Novos', 'Abertos', 'Pendentes', 'Fechados', 'Todos']);
    expect(screen.getByRole('radio', { name: 'Abertos' })).toHaveProperty('checked', true);
    const queue = screen.getByRole('combobox', { name: 'Fila' });
    expect(within(queue).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas as filas', ...agentDeskFixture.filas]);
    await userEvent.selectOptions(queue, 'N2::Redes');
    expect(onChange).toHaveBeenLastCalledWith({ fila: 'N2::Redes' });
    await userEvent.click(screen.getByRole('radio', { name: 'Novos' }));
    expect(onChange).toHaveBeenLastCalledWith({ estado: 'novos' });
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it("'Meus' and 'Sem atendente' exclude each other", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<AgentQueueFilters value={DEFAULT_QUEUE_FILTERS} filas={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meus' }));
    expect(onChange).toHaveBeenLastCalledWith({ meus: true, semAtendente: false });
    rerender(<AgentQueueFilters value={{ ...DEFAULT_QUEUE_FILTERS, meus: true }} filas={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sem atendente' }));
    expect(onChange).toHaveBeenLastCalledWith({ semAtendente: true, meus: false });
  });

  it("searches on Enter, and 'Limpar filtros' goes back to the default", async () => {
    const onChange = vi.fn();
    const value = { ...DEFAULT_QUEUE_FILTERS, fila: 'N2::Redes' };
    expect(isFilteredQueue(value)).toBe(true);
    render(<AgentQueueFilters value={value} filas={agentDeskFixture.filas} onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na fila' }), ' wi-fi {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ texto: 'wi-fi' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onChange).toHaveBeenLastCalledWith(DEFAULT_QUEUE_FILTERS);
  });
});

describe('AgentQueueView', () => {
  it("is 'Central de Atendimento', its table named by the title and the count", () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Central de Atendimento' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('23 chamados');
    expect(screen.getByRole('table', { name: 'Central de Atendimento 23 chamados' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it("says 'Mais de 1000 chamados' when the server stopped counting", () => {
    renderView({ data: { ...agentQueuePageFixture, total: 1000, totalExato: false } });
    expect(screen.getByRole('status').textContent).toBe('Mais de 1000 chamados');
  });

  it('says there is nothing for these filters, and nothing new on an empty Novos', () => {
    const empty = { tickets: [], total: 0, totalExato: true };
    renderView({ data: empty, filters: { ...DEFAULT_QUEUE_FILTERS, texto: 'impressora' } });
    expect(screen.getByRole('status').textContent).toBe('Nenhum chamado com estes filtros.');
    expect(screen.getByText(/limpe a busca/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderView({ data: empty, filters: { ...DEFAULT_QUEUE_FILTERS, estado: 'novos' } });
    expect(screen.getByRole('status').textContent).toMatch(/^Nenhum chamado novo/);
  });

  it('shows loading, and a failure with its reason and a retry, keeping the filters', async () => {
    const onRetry = vi.fn();
    renderView({ data: undefined, loading: true });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    cleanup();
    renderView({ data: undefined, error: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar a fila de chamados');
    expect(screen.getByRole('radio', { name: 'Abertos' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('with Znuny as the store, says the tickets are answered there and links to it', () => {
    renderView({ desk: { ...agentDeskFixture, atendimento: 'znuny', urlZnuny: 'https://znuny.exemplo.br/otrs/index.pl' } });
    expect(screen.getByText(/atendidos no Znuny/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o Znuny' }).getAttribute('href')).toBe('https://znuny.exemplo.br/otrs/index.pl');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says so when the desk itself could not be loaded', () => {
    renderView({ desk: undefined, deskError: true });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar a Central de Atendimento');
  });
});
