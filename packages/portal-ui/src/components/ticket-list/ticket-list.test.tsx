import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ticketListCss from './ticket-list.css?raw';
import type { LinkProps } from '../link/link-component';
import { TicketList } from './ticket-list';
import { closedTicketsFixture, openTicketsFixture, selfServiceTicketsFixture, ticketDetailHref } from './tickets.fixture';

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };

function renderList(tickets = openTicketsFixture) {
  return render(<TicketList tickets={tickets} label="Chamados abertos" detailHref={ticketDetailHref} emptyMessage="Você não possui nenhum Chamado em Aberto" />);
}

function withStylesheet(width: number) {
  const style = document.createElement('style');
  style.textContent = ticketListCss;
  document.head.append(style);
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 });
}

afterEach(() => {
  document.head.innerHTML = '';
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
});

describe('TicketList', () => {
  it('has the columns Chamado, Título, Criado, Modificado', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Chamados abertos' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Chamado', 'Título', 'Criado', 'Modificado']);
    expect(within(table).getAllByRole('row')).toHaveLength(openTicketsFixture.length + 1);
  });

  it('links each ticket number to its detail, through the LinkComponent', () => {
    const Link = ({ href, ...props }: LinkProps) => <a {...props} href={`#rota${href}`} />;
    render(<TicketList tickets={openTicketsFixture} label="Chamados abertos" detailHref={ticketDetailHref} LinkComponent={Link} emptyMessage="" />);
    expect(screen.getByRole('link', { name: '2025061010000031' }).getAttribute('href')).toBe('#rota/chamados/detalhe/31');
    expect(screen.getAllByRole('link')).toHaveLength(openTicketsFixture.length);
  });

  it('names each state icon for screen readers, with a default icon for a state it does not know', () => {
    renderList([...openTicketsFixture, ...closedTicketsFixture]);
    const states = screen.getAllByRole('img').filter((icon) => icon.getAttribute('aria-label') !== 'Não visualizado');
    expect(states.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Aberto',
      'Novo',
      'Aguardando sua resposta',
      'Pendente',
      'Em análise',
      'Fechado',
      'Fechado',
    ]);
  });

  it("stars unseen tickets ('Não visualizado') and writes them in bold", () => {
    withStylesheet(1280);
    renderList();
    const rows = screen.getAllByRole('row').slice(1);
    const unseen = rows.filter((row) => within(row).queryByRole('img', { name: 'Não visualizado' }));
    expect(unseen.map((row) => within(row).getByRole('link').textContent)).toEqual(['2025061010000031', '2025060310000022']);
    const weight = (row: HTMLElement) => getComputedStyle(within(row).getAllByRole('cell')[1]!).fontWeight;
    expect(weight(unseen[0]!)).toBe('700');
    expect(weight(rows[1]!)).not.toBe('700');
  });

  it('cuts titles at 50 characters and keeps the whole title as a tooltip', () => {
    renderList();
    const long = openTicketsFixture[0]!.titulo;
    const shown = screen.getByText(`${long.slice(0, 50)}...`);
    expect(shown.getAttribute('title')).toBe(long);
    expect(screen.getByText('Wi-Fi no prédio da Biblioteca Central').getAttribute('title')).toBeNull();
  });

  it('shows dates as dd/MM/yyyy H:mm in São Paulo time', () => {
    renderList();
    const first = screen.getAllByRole('row')[1]!;
    const [, , created, modified] = within(first).getAllByRole('cell');
    expect(within(created!).getByText('10/06/2025 9:15').getAttribute('datetime')).toBe('2025-06-10T12:15:00.000Z');
    expect(within(modified!).getByText('11/06/2025 11:02')).toBeTruthy();
  });

  it('tells default-titled tickets apart by the service under the title, read as Serviço', () => {
    render(<TicketList tickets={selfServiceTicketsFixture} label="Chamados fechados" detailHref={ticketDetailHref} emptyMessage="" />);
    const titles = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(titles).toEqual([
      'TítuloChamado criado automaticamente - 24/11/2026 0:26Serviço: Rede sem fio (Wi-Fi e eduroam)',
      'TítuloChamado criado automaticamente - 21/11/2026 14:02Serviço: E-mail institucional e senha',
      'TítuloChamado criado automaticamente - 18/11/2026 9:40Serviço: Laboratórios e impressoras',
    ]);
    expect(new Set(titles).size).toBe(3);
  });

  it('shows the empty text instead of a table', () => {
    renderList([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Você não possui nenhum Chamado em Aberto')).toBeTruthy();
  });

  it("shows 'Carregando…' while loading", () => {
    render(<TicketList tickets={[]} loading label="Chamados" detailHref={ticketDetailHref} emptyMessage="vazio" />);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect(screen.queryByText('vazio')).toBeNull();
  });

  it('below 48rem each ticket is a card that names its fields; the table stays a table for screen readers', () => {
    withStylesheet(390);
    renderList();
    const row = screen.getAllByRole('row')[1]!;
    expect(getComputedStyle(row).display).toBe('grid');
    const label = within(row).getByText('Criado');
    expect(getComputedStyle(label).display).toBe('block');
    // The column headers leave the screen but not the accessibility tree.
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('at 48rem and wider the field names inside cells are hidden (the header row names the columns)', () => {
    withStylesheet(1280);
    renderList();
    const row = screen.getAllByRole('row')[1]!;
    expect(getComputedStyle(within(row).getByText('Criado')).display).toBe('none');
  });
});
