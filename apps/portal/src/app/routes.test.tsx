import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('guards', () => {
    afterEach(() => vi.restoreAllMocks());
    const hour = () => Date.now() / 1000 + 3600;

    it.each([
      '/atendimento',
      '/chamados/abertos',
      '/chamados/fechados',
      '/chamados/buscar',
      '/chamados/detalhe/7',
      '/admin',
      '/admin/arvore/new',
    ])('sends a visitor at %s to sign-on, to come back there', async (path) => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      renderAt(path);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
      const login = new URL(assign.mock.calls[0]![0] as string, window.location.origin);
      expect(login.pathname).toBe('/sso/login');
      expect(new URL(login.searchParams.get('service')!).pathname).toBe(path);
    });

    it.each(['/admin', '/admin/arvore/doc', '/admin/arvore/3'])(
      'shows the 403 page to a signed-in non-admin at %s',
      async (path) => {
        const router = renderAt(path, fakeToken({ nome: 'Ana', grupos: ['2000'], exp: hour() }));
        expect(
          await screen.findByRole('heading', {
            level: 1,
            name: 'Você não tem permissão para acessar esta página!',
          }),
        ).toBeTruthy();
        expect(router.state.location.pathname).toBe('/403');
        expect(
          screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href'),
        ).toBe('/');
      },
    );

    it("'Sair' clears the session and leaves through the SSO logout", async () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      renderAt('/', fakeToken({ nome: 'Ana Souza', exp: hour() }));
      await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
      expect(new URL(assign.mock.calls[0]![0] as string, window.location.origin).pathname).toBe(
        '/sso/logout',
      );
      expect(screen.getAllByRole('button', { name: 'Entrar' })).toHaveLength(2);
    });
  });
});
