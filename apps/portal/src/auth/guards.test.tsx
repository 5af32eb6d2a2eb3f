import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@chamados/portal-api/msw';
import { configureStore } from '@reduxjs/toolkit';
import { logout } from './auth-actions';
import { authReducer } from './auth-slice';
import { RequireAdmin } from './require-admin';
import { RequireAgent } from './require-agent';
import { RequireSession } from './require-session';
import { SessionKnownProvider } from './session-known';

const live = (claims: Record<string, unknown>) =>
  fakeToken({ nome: 'Ana Souza', exp: Date.now() / 1000 + 3600, ...claims });

function renderAt(path: string, token: string | null) {
  const store = configureStore({ reducer: { auth: authReducer }, preloadedState: { auth: { token } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Início</h1> },
      { path: '/403', element: <h1>Proibido</h1> },
      {
        Component: RequireSession,
        children: [{ path: '/chamados/abertos', element: <h1>Abertos</h1> }],
      },
      {
        Component: RequireAdmin,
        children: [{ path: '/admin', element: <h1>Área Administrativa</h1> }],
      },
      {
        Component: RequireAgent,
        children: [{ path: '/atendente', element: <h1>Central de Atendimento</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { store });
}

function spyOnNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

describe('RequireSession', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor without a session to sign-on, coming back to the same page and query', async () => {
    const assign = spyOnNavigation();
    renderAt('/chamados/abertos?pagina=2', null);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Abertos' })).toBeNull();
    expect(assign).toHaveBeenCalledOnce();
    const login = new URL(assign.mock.calls[0]![0] as string, window.location.origin);
    expect(login.pathname).toBe('/sso/login');
    const back = new URL(login.searchParams.get('service')!);
    expect(`${back.pathname}${back.search}`).toBe('/chamados/abertos?pagina=2');
  });

  it('treats an expired token as no session', async () => {
    const assign = spyOnNavigation();
    renderAt('/chamados/abertos', fakeToken({ nome: 'Ana', exp: Date.now() / 1000 - 10 }));
    await screen.findByRole('status');
    expect(assign).toHaveBeenCalledOnce();
  });

  it("lets 'Sair' on a restricted page reach the SSO logout, with no login redirect cancelling it", async () => {
    const assign = spyOnNavigation();
    const { store } = renderAt('/chamados/abertos', live({}));
    await screen.findByRole('heading', { name: 'Abertos' });
    act(() => logout(store.dispatch));
    await screen.findByRole('status');
    // A login redirect after the logout would replace it in the browser (the later navigation wins).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assign.mock.calls.map(([url]) => new URL(url as string, window.location.origin).pathname)).toEqual([
      '/sso/logout',
    ]);
  });

  it('shows the page to a signed-in user, without a detour through sign-on', async () => {
    const assign = spyOnNavigation();
    renderAt('/chamados/abertos', live({}));
    expect(await screen.findByRole('heading', { name: 'Abertos' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('RequireSession whilePending', () => {
  // The build's prerender: a server render, where the session is not known yet (src/prerender.tsx).
  function prerender(whilePending: boolean) {
    return renderToString(
      <Provider store={configureStore({ reducer: { auth: authReducer }, preloadedState: { auth: { token: null } } })}>
        <SessionKnownProvider hydrating>
          <StaticRouter location="/atendimento">
            <Routes>
              <Route element={<RequireSession whilePending={whilePending} />}>
                <Route path="/atendimento" element={<h1>Novo Chamado</h1>} />
              </Route>
            </Routes>
          </StaticRouter>
        </SessionKnownProvider>
      </Provider>,
    );
  }

  it('renders the page while the session is not known, for the prerender', () => {
    expect(prerender(true)).toContain('<h1>Novo Chamado</h1>');
  });

  it('without it, the page waits for the session', () => {
    const html = prerender(false);
    expect(html).not.toContain('Novo Chamado');
    expect(html).toContain('Carregando…');
  });

  it('once the session is known, still sends a visitor to sign-on', async () => {
    const assign = spyOnNavigation();
    render(
      <Provider store={configureStore({ reducer: { auth: authReducer }, preloadedState: { auth: { token: null } } })}>
        <MemoryRouter initialEntries={['/atendimento']}>
          <Routes>
            <Route element={<RequireSession whilePending />}>
              <Route path="/atendimento" element={<h1>Novo Chamado</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Novo Chamado' })).toBeNull();
    expect(assign).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('RequireAdmin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends an anonymous visitor to sign-on, coming back to the admin page', async () => {
    const assign = spyOnNavigation();
    renderAt('/admin', null);
    await screen.findByRole('status');
    const login = new URL(assign.mock.calls[0]![0] as string, window.location.origin);
    expect(new URL(login.searchParams.get('service')!).pathname).toBe('/admin');
  });

  it('shows /403 to a signed-in user outside the admin group, replacing the admin entry', async () => {
    const assign = spyOnNavigation();
    const router = renderAt('/admin', live({ grupos: ['2000'] }));
    expect(await screen.findByRole('heading', { name: 'Proibido' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(assign).not.toHaveBeenCalled();
  });

  it("lets an admin (group '1702') in", async () => {
    renderAt('/admin', live({ grupos: ['1702'] }));
    expect(await screen.findByRole('heading', { name: 'Área Administrativa' })).toBeTruthy();
  });
});

describe('RequireAgent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends an anonymous visitor to sign-on, coming back to the desk', async () => {
    const assign = spyOnNavigation();
    renderAt('/atendente?estado=novos', null);
    await screen.findByRole('status');
    const login = new URL(assign.mock.calls[0]![0] as string, window.location.origin);
    const back = new URL(login.searchParams.get('service')!);
    expect(`${back.pathname}${back.search}`).toBe('/atendente?estado=novos');
  });

  it('shows /403 to a student, and to an admin outside the agent group', async () => {
    for (const grupos of [[], ['1702']]) {
      const router = renderAt('/atendente', live({ grupos }));
      expect(await screen.findByRole('heading', { name: 'Proibido' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/403');
      expect(router.state.historyAction).toBe('REPLACE');
      cleanup();
    }
  });

  it("lets an agent (group '1703') in", async () => {
    renderAt('/atendente', live({ grupos: ['1703'] }));
    expect(await screen.findByRole('heading', { name: 'Central de Atendimento' })).toBeTruthy();
  });
});
