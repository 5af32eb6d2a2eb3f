import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { CannedReplyPicker } from './canned-reply-picker';

describe('CannedReplyPicker', () => {
  it('inserts the chosen reply and announces it', async () => {
    const onInsert = vi.fn();
    render(<CannedReplyPicker replies={cannedRepliesFixture} onInsert={onInsert} />);
    const insert = screen.getByRole('button', { name: 'Inserir resposta pronta' }) as HTMLButtonElement;
    expect(insert.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Respostas prontas' }), 'Saudação');
    await userEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith('Olá! Obrigado por entrar em contato com a DTI.');
    expect(screen.getByRole('status').textContent).toBe('Resposta pronta “Saudação” inserida na mensagem.');
  });

  it('says there are none, or that they are loading', () => {
    const { rerender } = render(<CannedReplyPicker replies={[]} onInsert={vi.fn()} />);
    expect(screen.getByRole('option', { name: 'Ainda não há respostas prontas.' })).toBeTruthy();
    rerender(<CannedReplyPicker onInsert={vi.fn()} />);
    expect(screen.getByRole('option', { name: 'Carregando as respostas prontas…' })).toBeTruthy();
  });
});
