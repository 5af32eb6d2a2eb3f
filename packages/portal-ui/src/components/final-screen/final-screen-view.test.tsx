import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createdTicket, summary } from '../attendance-view/walk.fixture';
import type { TicketCreationState } from '../ticket-dialogs/ticket-creation';
import { FinalScreenView } from './final-screen-view';

function renderFinal(closed = false, creation: TicketCreationState = { status: 'idle' }) {
  const callbacks = { onCreateTicket: vi.fn(), onFinish: vi.fn(), onDismissError: vi.fn(), onBack: vi.fn(), onCancel: vi.fn() };
  const view = render(
    <StrictMode>
      <FinalScreenView summary={summary} closed={closed} creation={creation} {...callbacks} />
    </StrictMode>,
  );
  return { ...callbacks, ...view };
}

describe('FinalScreenView', () => {
  it("shows the 'Abrir chamado' panel with its text and the three blocks", () => {
    renderFinal();
    expect(screen.getByRole('heading', { level: 2, name: 'Abrir chamado' })).toBeTruthy();
    expect(screen.getByText('Para resolver o seu problema, é necessário criar um chamado com os seguintes dados:')).toBeTruthy();

    const properties = screen.getByRole('table', { name: 'Propriedades' });
    expect(within(properties).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Pergunta', 'Resposta']);
    const rows = within(properties).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['Qual rede sem fio você está tentando u...', 'Outra rede ou não sei'],
      ['Celular', '(31) 99999-8888'],
      ['Campus', 'Campus Viçosa'],
      ['O que não funciona?', 'Conexão, Navegação lenta'],
      ['Detalhes', 'Cai a cada 5 minutos.\nSó no segundo andar.'],
    ]);

    const places = screen.getByRole('table', { name: 'Locais onde falha' });
    expect(within(places).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Prédio', 'Sala']);
    expect(within(places).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Pavilhão de Aulas B', '210', 'Centro de Ciências Biológicas', '104']);
    // Each cell names its column, for the stacked rows of a phone.
    expect(within(places).getAllByRole('cell').map((c) => c.getAttribute('data-label'))).toEqual(['Prédio', 'Sala', 'Prédio', 'Sala']);

    const empty = screen.getByRole('heading', { name: 'Equipamentos' });
    expect(empty.nextElementSibling?.textContent).toBe('Tabela vazia');

    const attachments = screen.getByRole('table', { name: 'Anexos' });
    expect(within(attachments).getAllByRole('cell').map((c) => c.textContent)).toEqual(['captura-de-tela-2025-03-04-09-05.png', 'image/png']);
  });

  it("keeps what only the help desk needs apart, folded under 'Dados para a equipe de atendimento'", async () => {
    renderFinal();
    const properties = screen.getByRole('table', { name: 'Propriedades' });
    expect(within(properties).queryByText('N2::Redes::Viçosa')).toBeNull();
    const team = screen.getByText('Dados para a equipe de atendimento');
    expect(team.closest('details')?.open).toBe(false);
    await userEvent.click(team);
    expect(team.closest('details')?.open).toBe(true);
    const table = screen.getByRole('table', { name: 'Dados para a equipe de atendimento' });
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Fila', 'Assunto']);
  });

  it('keeps the line breaks of a value (shown as breaks by white-space: pre-line)', () => {
    renderFinal();
    const cell = screen.getByText(/Cai a cada 5 minutos/);
    expect(cell.textContent).toBe('Cai a cada 5 minutos.\nSó no segundo andar.');
    expect(cell.closest('table')?.classList.contains('ch-summary__table')).toBe(true);
  });

  it("'Criar Chamado' asks for the ticket; Voltar and Cancelar", async () => {
    const { onCreateTicket, onBack, onCancel } = renderFinal();
    await userEvent.click(screen.getByRole('button', { name: 'Criar Chamado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCreateTicket).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('opens the creation dialog as the creation goes on', async () => {
    const { onFinish, rerender, ...callbacks } = renderFinal(false, { status: 'creating' });
    expect(screen.getByRole('dialog', { name: 'Criando chamado...' })).toBeTruthy();
    rerender(<FinalScreenView summary={summary} closed={false} creation={{ status: 'created', ticket: createdTicket }} onFinish={onFinish} {...callbacks} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onFinish).toHaveBeenCalledWith(createdTicket);
  });

  it('an attendance a tutorial solved asks for its ticket once, at once, and shows no panel', () => {
    const { onCreateTicket } = renderFinal(true);
    expect(onCreateTicket).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: 'Abrir chamado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Criar Chamado' })).toBeNull();
  });

  it('a solved attendance shows the closed-attendance dialog, not the creation one', () => {
    renderFinal(true, { status: 'creating' });
    expect(screen.getByRole('dialog', { name: 'Encerrando atendimento...' })).toBeTruthy();
  });
});
