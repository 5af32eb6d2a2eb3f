import { agentQueueAnswer, agentQueueFixture, fakeToken } from '@chamados/portal-api/msw';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { routes } from './routes';
import { createStore } from './store';

const server = setupMswServer();
const live = (claims: Record<string, unknown>) => fakeToken({ exp: Date.now() / 1000 + 3600, ...claims });
const agent = live({ nome: 'Atendente DTI', email: 'atendente.dti@ufv.br', grupos: ['1703'] });
const student = live({ nome: 'Ana', cpf: '12345678909' });

/** Every path the desk was asked, in order. */
function deskRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/agente')) seen.push(url.pathname + url.search);
  });
  return seen;
}

function renderAt(path: string, token: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createStore({ auth: { token } }, { apiBaseUrl: 'http://portal.test/api' });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Navegação principal' }));

describe("the 'Atendimento' tab", () => {
  afterEach(() => vi.useRealTimers());

  it("shows an agent the count of the queue's 'Novos' list, and counts again every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const seen = deskRequests();
    let rows = agentQueueFixture;
    server.use(http.get('*/api/agente/chamados', ({ request }) => HttpResponse.json(agentQueueAnswer(new URL(request.url).searchParams, rows))));
    renderAt('/', agent);
    const tab = await nav().findByRole('link', { name: 'Atendimento 2 novos' });
    expect(tab.getAttribute('href')).toBe('/atendente');
    expect(seen).toContain('/api/agente/chamados?estado=novos&limit=1');
    rows = [{ ...agentQueueFixture[0]!, id: 50, tn: '2025061110000050' }, ...agentQueueFixture];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    vi.useRealTimers();
    expect(await nav().findByRole('link', { name: 'Atendimento 3 novos' })).toBeTruthy();
  });

  it('is not there for a student, whose browser never asks the desk', async () => {
    const seen = deskRequests();
    renderAt('/', student);
    await screen.findByText('Seja Bem-vindo!');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(nav().queryByRole('link', { name: /^Atendimento/ })).toBeNull();
    expect(seen).toEqual([]);
  });

  it('a student sent to /atendente gets the 403 page', async () => {
    const router = renderAt('/atendente', student);
    expect(await screen.findByRole('heading', { level: 1, name: 'Você não tem permissão para acessar esta página!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
  });
});
