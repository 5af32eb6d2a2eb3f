import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createdTicket } from '../attendance-view/walk.fixture';
import { ClosedAttendanceDialog } from './closed-attendance-dialog';
import { CreateTicketDialog } from './create-ticket-dialog';
import type { TicketCreationState } from './ticket-creation';

function renderCreate(creation: TicketCreationState) {
  const callbacks = { onFinish: vi.fn(), onDismissError: vi.fn() };
  const view = render(<CreateTicketDialog creation={creation} {...callbacks} />);
  return { ...callbacks, ...view };
}

const ok = () => screen.getByRole('button', { name: 'Ok' }) as HTMLButtonElement;

describe('CreateTicketDialog', () => {
  it('is closed while nothing was asked', () => {
    renderCreate({ status: 'idle' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("while creating: 'Criando chamado...' with a spinner, busy, Ok disabled, Escape ignored", () => {
    const { onDismissError } = renderCreate({ status: 'creating' });
    const dialog = screen.getByRole('dialog', { name: 'Criando chamado...' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.style.maxWidth).toBe('500px');
    expect(ok().disabled).toBe(true);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDismissError).not.toHaveBeenCalled();
  });

  it("while 'Criar Chamado' uploads large files, the dialog shows a progress bar named 'Envio dos anexos'", () => {
    renderCreate({ status: 'creating', progress: 0.5 });
    const dialog = screen.getByRole('dialog', { name: 'Criando chamado...' });
    expect(within(dialog).getByRole('progressbar', { name: 'Envio dos anexos' }).getAttribute('aria-valuetext')).toBe('50% enviado');
  });

  it('on success: the protocol number and the deadline as dd/MM/yyyy H:mm; Ok ends the service with the ticket', async () => {
    const { onFinish, rerender, onDismissError } = renderCreate({ status: 'creating' });
    rerender(<CreateTicketDialog creation={{ status: 'created', ticket: createdTicket }} onFinish={onFinish} onDismissError={onDismissError} />);
    const dialog = screen.getByRole('dialog', { name: 'Chamado criado com sucesso' });
    const status = within(dialog).getByRole('status');
    expect(within(status).getByText('Chamado criado com o número de protocolo 2025030410000012.')).toBeTruthy();
    expect(within(status).getByText('O prazo estimado de atendimento é até 06/03/2025 17:30.')).toBeTruthy();
    expect(document.activeElement).toBe(ok());
    await userEvent.click(ok());
    expect(onFinish).toHaveBeenCalledWith(createdTicket);
  });

  it('without a deadline, only the protocol number', () => {
    renderCreate({ status: 'created', ticket: { ticketId: 7, ticketNumber: '2025030410000007', estado: 'novo' } });
    expect(screen.getByText('Chamado criado com o número de protocolo 2025030410000007.')).toBeTruthy();
    expect(screen.queryByText(/prazo estimado/)).toBeNull();
  });

  it("on failure: 'Falha ao criar chamado' and the server message; Ok goes back to the final screen", async () => {
    const { onDismissError, onFinish } = renderCreate({ status: 'failed' });
    expect(screen.getByRole('dialog', { name: 'Falha ao criar chamado' })).toBeTruthy();
    expect(screen.getByText('Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.')).toBeTruthy();
    await userEvent.click(ok());
    expect(onDismissError).toHaveBeenCalledOnce();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('ClosedAttendanceDialog', () => {
  it("while registering: 'Encerrando atendimento...', Ok disabled", () => {
    render(<ClosedAttendanceDialog creation={{ status: 'creating' }} onFinish={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Encerrando atendimento...' })).toBeTruthy();
    expect(ok().disabled).toBe(true);
  });

  it("then 'Atendimento encerrado' with both texts of the spec; Ok ends the service", async () => {
    const onFinish = vi.fn();
    render(<ClosedAttendanceDialog creation={{ status: 'created', ticket: createdTicket }} onFinish={onFinish} />);
    expect(screen.getByRole('dialog', { name: 'Atendimento encerrado' })).toBeTruthy();
    expect(
      screen.getByText(
        'Ficamos felizes que conseguiu resolver seu problema! Registramos o atendimento com o número de protocolo 2025030410000012. Em breve, você receberá um e-mail com um link para uma avaliação do atendimento. Sua colaboração é muito importante!',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Se precisar de algo mais, continuamos à disposição!')).toBeTruthy();
    await userEvent.click(ok());
    expect(onFinish).toHaveBeenCalledWith(createdTicket);
  });

  it('on failure shows the server-problem message, and Ok still ends the service', async () => {
    const onFinish = vi.fn();
    render(<ClosedAttendanceDialog creation={{ status: 'failed' }} onFinish={onFinish} />);
    expect(screen.getByText('Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.')).toBeTruthy();
    await userEvent.click(ok());
    expect(onFinish).toHaveBeenCalledWith(undefined);
  });
});
