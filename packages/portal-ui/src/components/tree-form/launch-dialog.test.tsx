import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LaunchDialog } from './launch-dialog';

describe('LaunchDialog', () => {
  it("launches a first version to everyone, with the 'O que mudou' note when written", async () => {
    const onConfirm = vi.fn();
    render(<LaunchDialog name="Impressora" launched={false} onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'O que mudou (opcional)' }), '  Primeira versão ');
    await userEvent.click(screen.getByRole('button', { name: 'Lançar Árvore' }));
    expect(onConfirm).toHaveBeenCalledWith({ nota: 'Primeira versão' });
  });

  it('launches a launched tree to a share of the students: a preset or a number, refused outside 1–99', async () => {
    const onConfirm = vi.fn();
    render(<LaunchDialog name="Impressora" launched onConfirm={onConfirm} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Uma parte dos estudantes (lançamento gradual)' }));
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lançar para 50%' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ parcela: 50 });

    const percent = screen.getByRole('textbox', { name: 'Percentual dos estudantes' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Lançar Árvore' }));
    expect(screen.getByRole('alert').textContent).toBe('Escreva um número inteiro de 1 a 99.');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Lançar para 30%' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ parcela: 30 });
  });

  it("to 'Todos os estudantes' by default: no share is sent", async () => {
    const onConfirm = vi.fn();
    render(<LaunchDialog name="Impressora" launched onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect((screen.getByRole('radio', { name: 'Todos os estudantes' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Lançar Árvore' }));
    expect(onConfirm).toHaveBeenCalledWith({});
  });
});
