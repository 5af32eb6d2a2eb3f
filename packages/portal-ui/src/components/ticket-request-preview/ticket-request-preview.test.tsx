import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { previewRequest as request } from './preview-request.fixture';
import { TicketRequestPreview } from './ticket-request-preview';

describe('TicketRequestPreview', () => {
  it('shows the ticket as the help desk will read it: questions and options, labels, column labels, uncut', () => {
    render(<TicketRequestPreview request={request} closed={false} />);
    expect(screen.getByRole('heading', { name: 'Chamado que seria aberto (nenhum chamado é criado no teste)' })).toBeTruthy();
    const answers = screen.getByRole('table', { name: 'Propriedades' });
    expect(within(answers).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'O que está acontecendo com a sua impressão?',
      'Tutorial em vídeo (youtube.com)',
      'Sala',
      'Sintomas',
    ]);
    expect(within(answers).getByText('A folha sai manchada ou com listras')).toBeTruthy();
    expect(within(answers).getByText('Papel enroscando, Impressão falhada')).toBeTruthy();
    const points = screen.getByRole('table', { name: 'Pontos de rede' });
    expect(within(points).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Identificação do ponto', 'Uso']);
    expect(within(points).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['PV-0001', 'Impressora']);
    expect(within(screen.getByRole('table', { name: 'Anexos' })).getByText('planta.pdf')).toBeTruthy();
    // Neither screen ids nor option codes.
    expect(screen.queryByText('descreva')).toBeNull();
    expect(screen.queryByText('impressora')).toBeNull();
    expect(screen.queryByText(/já fechado/)).toBeNull();
  });

  it('keeps the machine values automation reads, folded, by property name', async () => {
    render(<TicketRequestPreview request={request} closed={false} />);
    const machine = screen.getByText('Valores enviados ao sistema de chamados (propriedades)');
    expect(machine.closest('details')?.open).toBe(false);
    await userEvent.click(machine);
    const table = screen.getByRole('table', { name: 'Valores enviados ao sistema de chamados (propriedades)' });
    expect(within(table).getByRole('rowheader', { name: 'fila' }).nextElementSibling?.textContent).toBe('N1::Service Desk');
    expect(within(table).getByRole('rowheader', { name: 'sintomas' }).nextElementSibling?.textContent).toBe('papel, qualidade');
  });

  it('says when the ticket would be created closed', () => {
    render(<TicketRequestPreview request={request} closed />);
    expect(screen.getByText('O chamado seria registrado já fechado (problema resolvido pelo tutorial).')).toBeTruthy();
  });
});
