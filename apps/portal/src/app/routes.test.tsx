import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@chamados/portal-api/msw';
import { routes } from './routes';
import { createStore } from './store';

function renderAt(path: string, token: string | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createStore({ auth: { token } })}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('routes', () => {
  it("renders the home page at '/' with 'Seja Bem-vindo!' and 'Entrar' for a visitor", async () => {
    renderAt('/');
    expect(await screen.findByText('Seja Bem-vindo!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sistema de Abertura e Acompanhamento de Chamados',
    );
    expect(screen.getAllByRole('button', { name: 'Entrar' })).toHaveLength(2);
    expect(screen.getByText('Versão 1.15.3')).toBeTruthy();
  });

  it("renders the home page at the alias '/home', with 'Iniciar Atendimento' for a signed-in user", async () => {
    renderAt('/home', fakeToken({ nome: 'Ana Souza', exp: Date.now() / 1000 + 3600 }));
    const start = await screen.findByRole('link', { name: 'Iniciar Atendimento' });
    expect(start.getAttribute('href')).toBe('/atendimento');
    expect(screen.getByText('Ana Souza')).toBeTruthy();
  });

  it('renders the not-found page at an unknown path, with a link home', async () => {
    renderAt('/nao-existe/mesmo');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Página não encontrada !',
    });
    expect(heading).toBeTruthy();
    expect(screen.getByText('A página que você procura não existe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it.each([
    ['/400', 'Erro ao processar requisição !'],
    ['/403', 'Você não tem permissão para acessar esta página!'],
    ['/404', 'Página não encontrada !'],
    ['/500', 'Estamos com problemas em nossos servidores.'],
  ])('renders the error page %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it("shows 'Administração' in the top bar for an admin only", async () => {
    renderAt('/', fakeToken({ nome: 'Carlos', grupos: ['1702'], exp: Date.now() / 1000 + 3600 }));
    expect(await screen.findByRole('link', { name: 'Administração' })).toBeTruthy();
  });

  it("turns the top bar back to 'Entrar' when the session expires with the page open", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      renderAt('/', fakeToken({ nome: 'Ana Souza', exp: Date.now() / 1000 + 60 }));
      expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Entrar' })).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("moves focus to the new page's main content after a client-side navigation, not on load", async () => {
    renderAt('/nao-existe');
    const home = await screen.findByRole('link', { name: 'Voltar para o início' });
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(home);
    await screen.findByText('Seja Bem-vindo!');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
