import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MailOutboxView } from './mail-outbox-view';
import { mailOffFixture, mailStatusFixture } from './mail-status.fixture';

describe('MailOutboxView', () => {
  it('shows the counts: Pendentes, Enviados and Com falha (failing and given up together)', () => {
    render(<MailOutboxView status={mailStatusFixture} />);
    expect(screen.getByRole('heading', { level: 1, name: 'E-mails aos estudantes' })).toBeTruthy();
    const counts = screen.getByLabelText('Situação dos e-mails');
    expect(within(counts).getAllByRole('term').map((term) => term.textContent)).toEqual(['Pendentes', 'Enviados', 'Com falha']);
    expect(within(counts).getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '4ainda a enviar',
      '1.532entregues ao servidor de e-mail',
      '21 será tentado de novo, 1 desistido',
    ]);
  });

  it('lists each failure with its ticket, reason, tries and next attempt; a given-up one says it will not be tried again', () => {
    render(<MailOutboxView status={mailStatusFixture} />);
    const table = screen.getByRole('table', { name: 'E-mails que falharam' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Chamado', 'Para', 'Assunto', 'Motivo', 'Tentativas', 'Próxima tentativa']);
    const failing = within(table).getByRole('row', { name: /2025061110000038/ });
    expect(within(failing).getByRole('cell', { name: 'connect ECONNREFUSED 200.235.1.25:587' })).toBeTruthy();
    expect(within(failing).getByRole('cell', { name: '3' })).toBeTruthy();
    // 12:40 UTC, as the portal shows dates (Brasília).
    expect(within(failing).getByRole('cell', { name: '11/06/2025 9:40' })).toBeTruthy();
    const givenUp = within(table).getByRole('row', { name: /2025060510000030/ });
    expect(within(givenUp).getByRole('cell', { name: 'Não será mais tentado' })).toBeTruthy();
    expect(within(givenUp).getByRole('cell', { name: '8' })).toBeTruthy();
    expect(within(givenUp).queryByText('06/06/2025 6:00')).toBeNull();
  });

  it('a failure whose server gave no reason says so, in Portuguese', () => {
    const [first] = mailStatusFixture.falhas;
    render(<MailOutboxView status={{ ...mailStatusFixture, falhas: [{ ...first!, ultimoErro: '' }] }} />);
    expect(screen.getByRole('cell', { name: 'O servidor de e-mail não disse o motivo.' })).toBeTruthy();
  });

  it('with no failures, says none failed instead of an empty table', () => {
    render(<MailOutboxView status={{ ...mailStatusFixture, falhando: 0, desistidos: 0, falhas: [] }} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('definition').at(-1)!.textContent).toBe('0nenhum no momento');
    expect(screen.getByText('Nenhum e-mail falhou.')).toBeTruthy();
  });

  it('with e-mail off, says why and how to turn it on', () => {
    render(<MailOutboxView status={mailOffFixture} />);
    expect(screen.getByRole('note').textContent).toBe(
      'O envio de e-mail está desligado neste servidor. Para ligá-lo, defina SMTP_URL e MAIL_FROM. Quando os chamados ficam no Znuny, é o Znuny que envia os e-mails.',
    );
  });

  it("'Atualizar' reads it again; a failed load says what failed and offers 'Tentar novamente'", async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<MailOutboxView status={mailStatusFixture} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<MailOutboxView error onRefresh={onRefresh} />);
    expect(within(screen.getByRole('alert')).getByText('Não foi possível carregar a situação dos e-mails.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
