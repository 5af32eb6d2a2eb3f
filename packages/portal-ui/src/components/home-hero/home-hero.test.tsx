import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import baseCss from '../../styles/base.css?raw';
import { HomeHero } from './home-hero';

describe('HomeHero', () => {
  it("welcomes an anonymous visitor with the title, the version and an 'Entrar' button", async () => {
    const onLogin = vi.fn();
    render(<HomeHero version="1.15.3" startHref="/atendimento" onLogin={onLogin} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sistema de Abertura e Acompanhamento de Chamados',
    );
    expect(screen.getByText('Seja Bem-vindo!')).toBeTruthy();
    expect(screen.getByText('Versão 1.15.3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it("offers a signed-in user 'Iniciar Atendimento' instead of 'Entrar'", () => {
    render(<HomeHero version="1.15.3" startHref="/atendimento" user={{ name: 'Ana' }} />);
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar Atendimento' }).getAttribute('href')).toBe(
      '/atendimento',
    );
  });

  describe('while the session is not known (a prerendered page before hydration)', () => {
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('keeps the title but hides the greeting and the call to action', () => {
      const style = document.createElement('style');
      style.textContent = baseCss;
      document.head.append(style);
      render(<HomeHero version="1.15.3" startHref="/atendimento" sessionPending />);
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      expect(screen.getByText('Entrar')).toBeTruthy(); // still there, taking its room
    });
  });
});
