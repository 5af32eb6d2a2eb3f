import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@chamados/portal-api/msw';
import { routes } from './routes';
import { createStore } from './store';

// The unseen counts as the server answers them, changed by each test.
let counts = { aberto: 2, fechado: 1 };
const requests: string[] = [];
const server = setupServer(
  http.get('*/api/visualization/ticket', ({ request }) => {
    const estado = new URL(request.url).searchParams.get('estado') as keyof typeof counts;
    requests.push(estado);
    return HttpResponse.json({ data: counts[estado] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  counts = { aberto: 2, fechado: 1 };
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderHome(token: string | null) {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const store = createStore({ auth: { token } }, { apiBaseUrl: 'http://portal.test/api' });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', {
    name,
  });

describe('the top bar badges', () => {
  it("shows '{n} novos' on Chamados Abertos and Chamados Fechados from the unseen counts", async () => {
    renderHome(fakeToken({ nome: 'Ana', cpf: '12345678909', exp: Date.now() / 1000 + 3600 }));
    expect(await within(tab(/^Chamados Abertos/)).findByText('2 novos')).toBeTruthy();
    expect(await within(tab(/^Chamados Fechados/)).findByText('1 novo')).toBeTruthy();
  });

  it('reloads the counts every 120 s', async () => {
    // shouldAdvanceTime: Testing Library's findBy polls with the same (faked) timers.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderHome(fakeToken({ nome: 'Ana', cpf: '12345678909', exp: Date.now() / 1000 + 3600 }));
    expect(await within(tab(/^Chamados Abertos/)).findByText('2 novos')).toBeTruthy();
    expect(requests.sort()).toEqual(['aberto', 'fechado']);

    counts = { aberto: 5, fechado: 0 };
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    expect(await within(tab(/^Chamados Abertos/)).findByText('5 novos')).toBeTruthy();
    // No '0 novos': a count of zero hides the badge.
    expect(tab(/^Chamados Fechados/).textContent).toBe('Chamados Fechados');
  });

  it('asks nothing for a visitor, whose tabs carry no badge', async () => {
    renderHome(null);
    await screen.findByText('Seja Bem-vindo!');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
    expect(tab(/^Chamados Abertos/).textContent).toBe('Chamados Abertos');
  });
});
