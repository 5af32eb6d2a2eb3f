import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import baseCss from '../../styles/base.css?raw';
import topBarCss from './top-bar.css?raw';
import { TopBar } from './top-bar';
import { specNavPaths } from './nav-paths.fixture';

type HappyWindow = Window & {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
};

describe('TopBar', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });

  it("shows 'Administração' only for admins", () => {
    const { rerender } = render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} />);
    expect(screen.queryByRole('link', { name: 'Administração' })).toBeNull();
    rerender(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} isAdmin />);
    expect(screen.getByRole('link', { name: 'Administração' }).getAttribute('href')).toBe('/admin');
  });

  it("shows 'Atendimento' only for agents, with the new tickets as its badge", () => {
    const { rerender } = render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} unseen={{ desk: 4 }} />);
    expect(screen.queryByRole('link', { name: /^Atendimento/ })).toBeNull();
    rerender(<TopBar paths={specNavPaths} user={{ name: 'Atendente DTI' }} isAgent unseen={{ open: 0, desk: 4 }} currentPath="/atendente/chamado/41" />);
    const tab = screen.getByRole('link', { name: 'Atendimento 4 novos' });
    expect(tab.getAttribute('href')).toBe('/atendente');
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Menu 4 novos' })).toBeTruthy();
  });

  it("badges open and closed tabs with '{n} novos', and shows no badge at zero", () => {
    render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} unseen={{ open: 3, closed: 0 }} />);
    expect(screen.getByRole('link', { name: 'Chamados Abertos 3 novos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chamados Fechados' })).toBeTruthy();
  });

  it("logged out offers 'Entrar'; logged in shows the user's name and 'Sair'", async () => {
    const onLogin = vi.fn();
    const onLogout = vi.fn();
    const { rerender } = render(
      <TopBar paths={specNavPaths} onLogin={onLogin} onLogout={onLogout} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onLogin).toHaveBeenCalledOnce();

    rerender(
      <TopBar
        paths={specNavPaths}
        user={{ name: 'Ana Souza' }}
        onLogin={onLogin}
        onLogout={onLogout}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('marks the tab of the current section with aria-current', () => {
    render(<TopBar paths={specNavPaths} currentPath="/chamados/abertos" />);
    expect(
      screen.getByRole('link', { name: 'Chamados Abertos' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it("on a small screen the tabs hide in a 'Menu' dropdown that opens, and closes on Escape", async () => {
    const style = document.createElement('style');
    style.textContent = topBarCss;
    document.head.append(style);
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 390, height: 844 });
    render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} />);

    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    expect(within(nav).queryByRole('link', { name: 'Novo Chamado' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Novo Chamado', 'Chamados Abertos', 'Chamados Fechados', 'Buscar Chamados']);

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(within(nav).queryByRole('link', { name: 'Novo Chamado' })).toBeNull();
  });

  it('the small-screen dropdown opens with Enter and closes when focus tabs out or a press lands outside', async () => {
    const style = document.createElement('style');
    style.textContent = topBarCss;
    document.head.append(style);
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 390, height: 844 });
    render(
      <>
        <TopBar paths={specNavPaths} user={{ name: 'Ana' }} onLogout={vi.fn()} />
        <button type="button">Depois do menu</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    // Through the five entries, then out of the nav.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Buscar Chamados');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Depois do menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('list'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("hides 'Entrar' while the session is not known yet, keeping its room", () => {
    const style = document.createElement('style');
    style.textContent = baseCss;
    document.head.append(style);
    try {
      render(<TopBar paths={specNavPaths} sessionPending />);
      expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
      expect(screen.getByText('Entrar')).toBeTruthy(); // still there, taking its room
    } finally {
      style.remove();
    }
  });

  it("sums the badges on the small screen's 'Menu' toggle, so news shows with the tabs folded", () => {
    render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} unseen={{ open: 2, closed: 1 }} />);
    expect(screen.getByRole('button', { name: 'Menu 3 novos' })).toBeTruthy();
  });

  it("shows no badge on 'Menu' when nothing is new", () => {
    render(<TopBar paths={specNavPaths} user={{ name: 'Ana' }} unseen={{ open: 0 }} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });
});
