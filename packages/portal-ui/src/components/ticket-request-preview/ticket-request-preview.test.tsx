import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketRequestPreview } from './ticket-request-preview';

const request = {
  propriedades: { assunto: 'Sala 101', fila: 'N1::Service Desk', sala: '101' },
  anexos: [{ filename: 'planta.pdf', contentType: 'application/pdf', content: '' }],
  tabelas: { pontos: [{ identificacao: 'PV-0001' }] },
  log: ['Impressora', 'qual', 'descreva'],
};

describe('TicketRequestPreview', () => {
  it('shows every property that would be sent, the tables, the attachments and the log', () => {
    render(<TicketRequestPreview request={request} closed={false} />);
    expect(screen.getByRole('heading', { name: 'Chamado que seria aberto (nenhum chamado é criado no teste)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'fila' }).nextElementSibling?.textContent).toBe('N1::Service Desk');
    expect(screen.getByText('identificacao: PV-0001')).toBeTruthy();
    expect(screen.getByText('planta.pdf (application/pdf)')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('descreva');
    expect(screen.queryByText(/já fechado/)).toBeNull();
  });

  it('says when the ticket would be created closed', () => {
    render(<TicketRequestPreview request={request} closed />);
    expect(screen.getByText('O chamado seria registrado já fechado (problema resolvido pelo tutorial).')).toBeTruthy();
  });
});
