import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { CannedReplyPicker } from './canned-reply-picker';

describe('CannedReplyPicker', () => {
  it('inserts the chosen reply, its variables filled in, and announces it', async () => {
    const onInsert = vi.fn();
    const fill = (text: string) => text.replace('{nome}', 'Ana').replace('{protocolo}', '2026112610000042').replace('{servico}', 'Rede sem fio').replace('{atendente}', 'Paulo');
    render(<CannedReplyPicker replies={cannedRepliesFixture} onInsert={onInsert} fill={fill} />);
    const insert = screen.getByRole('button', { name: 'Inserir resposta pronta' }) as HTMLButtonElement;
    expect(insert.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Respostas prontas' }), 'Saudação');
    await userEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith('Olá, Ana! Obrigado por entrar em contato com a DTI. Seu chamado 2026112610000042 (Rede sem fio) está comigo.\n\nPaulo');
    expect(screen.getByRole('status').textContent).toBe('Resposta pronta “Saudação” inserida na mensagem.');
  });

  it('leaves out the reply’s greeting when the message already opens with one', async () => {
    const onInsert = vi.fn();
    render(<CannedReplyPicker replies={cannedRepliesFixture} onInsert={onInsert} message="Bom dia, Ana!" fill={(text) => text.replace('{nome}', 'Ana')} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Respostas prontas' }), 'Saudação');
    await userEvent.click(screen.getByRole('button', { name: 'Inserir resposta pronta' }));
    expect(onInsert.mock.calls[0]![0]).toMatch(/^Obrigado por entrar em contato com a DTI\./);
  });

  it('says there are none, or that they are loading', () => {
    const { rerender } = render(<CannedReplyPicker replies={[]} onInsert={vi.fn()} />);
    expect(screen.getByRole('option', { name: 'Ainda não há respostas prontas.' })).toBeTruthy();
    rerender(<CannedReplyPicker onInsert={vi.fn()} />);
    expect(screen.getByRole('option', { name: 'Carregando as respostas prontas…' })).toBeTruthy();
  });
});
