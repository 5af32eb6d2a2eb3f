import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Diagnostic } from '@chamados/tree-engine';
import { describe, expect, it, vi } from 'vitest';
import { ErrorLog } from './error-log';

const diagnostics: Diagnostic[] = [
  { severity: 'error', message: 'Árvore, chave "inicial": a tela "inicio" não existe.', path: ['inicial'], line: 2, column: 10 },
  { severity: 'warning', message: 'Tela "sobra": não é alcançada a partir da tela inicial.', path: ['telas', 'sobra'], line: 9, column: 3 },
];

describe('ErrorLog', () => {
  it("lists each finding with its line and column under 'Log de Erros'; choosing one reports it", async () => {
    const onSelect = vi.fn();
    render(<ErrorLog diagnostics={diagnostics} onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: 'Log de Erros' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 erro, 1 aviso');
    await userEvent.click(screen.getByRole('button', { name: /^Erro na linha 2, coluna 10: Árvore, chave "inicial"/ }));
    expect(onSelect).toHaveBeenCalledWith(diagnostics[0]);
    expect(screen.getByText('Linha 9, coluna 3')).toBeTruthy();
  });

  it('says so when there is nothing to fix', () => {
    render(<ErrorLog diagnostics={[]} onSelect={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Nenhum erro encontrado.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is still checking until the first verification answers, never that nothing is wrong', () => {
    const { rerender } = render(<ErrorLog diagnostics={[]} checking onSelect={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Verificando a árvore…');
    rerender(<ErrorLog diagnostics={[]} onSelect={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Nenhum erro encontrado.');
  });
});
