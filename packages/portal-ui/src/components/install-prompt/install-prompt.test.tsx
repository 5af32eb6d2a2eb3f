import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './install-prompt';

describe('InstallPrompt', () => {
  it("is a labelled region with 'Instalar' and a named close button", async () => {
    const onInstall = vi.fn();
    const onDismiss = vi.fn();
    render(<InstallPrompt onInstall={onInstall} onDismiss={onDismiss} />);
    expect(screen.getByRole('region', { name: 'Instale o Chamados' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(onInstall).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso de instalação' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('takes no focus when it appears', () => {
    render(
      <>
        <input aria-label="Procurar Serviço" autoFocus />
        <InstallPrompt onInstall={vi.fn()} onDismiss={vi.fn()} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Procurar Serviço'));
  });
});
