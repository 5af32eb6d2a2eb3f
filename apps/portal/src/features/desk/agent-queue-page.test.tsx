import { agentDeskFixture, fakeToken } from '@chamados/portal-api/msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere } from '../../test/test-user';
import { AgentQueuePage } from './agent-queue-page';

const server = setupMswServer();
const agentToken = fakeToken({ nome: 'Atendente DTI', email: 'atendente.dti@ufv.br', grupos: ['1703'], exp: Date.now() / 1000 + 3600 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/atendente', Component: AgentQueuePage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createTestStore(agentToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** The query strings the queue received. */
function queueQueries() {
  const seen: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/agente/chamados') seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

/** The ticket numbers the queue shows, in order. */
async function shownTickets() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('/atendente', () => {
  it("shows 'Abertos' by default, nearest deadline first, each ticket linking to its desk page", async () => {
    const seen = queueQueries();
    renderAt('/atendente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Central de Atendimento' })).toBeTruthy();
    expect(await shownTickets()).toEqual(['2025061110000041', '2025061110000042', '2025061110000038']);
    expect(seen[0]).toEqual({ estado: 'abertos', ordem: 'prazo', offset: '0', limit: '10' });
    expect(screen.getByRole('link', { name: '2025061110000041' }).getAttribute('href')).toBe('/atendente/chamado/41');
    expect(screen.getByRole('status').textContent).toBe('3 chamados');
  });

  it('keeps the filters in the URL: Back returns to the previous queue', async () => {
    const router = renderAt('/atendente');
    await shownTickets();
    await userEvent.click(screen.getByRole('radio', { name: 'Novos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=novos'));
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000041', '2025061110000042']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fila' }), 'N2::Redes');
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000042']));
    expect(router.state.location.search).toBe('?estado=novos&fila=N2%3A%3ARedes');
    await router.navigate(-1);
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000041', '2025061110000042']));
    expect(screen.getByRole('combobox', { name: 'Fila' })).toHaveProperty('value', '');
  });

  it("narrows by 'Meus', 'Sem atendente' and a search, and says when nothing matches", async () => {
    const seen = queueQueries();
    const router = renderAt('/atendente?estado=todos');
    await shownTickets();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meus' }));
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000038']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sem atendente' }));
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000041', '2025061110000042']));
    expect(screen.getByRole('checkbox', { name: 'Meus' })).toHaveProperty('checked', false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na fila' }), '2025061110000042{Enter}');
    await waitFor(async () => expect(await shownTickets()).toEqual(['2025061110000042']));
    expect(seen.at(-1)).toMatchObject({ estado: 'todos', semAtendente: 'true', texto: '2025061110000042' });
    expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('2025061110000042');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar na fila' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na fila' }), 'scanner{Enter}');
    expect(await screen.findByText('Nenhum chamado com estes filtros.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await shownTickets()).toHaveLength(3);
  });

  it('says the queue could not be loaded, and loads it again on request', async () => {
    let fail = true;
    server.use(
      http.get('*/api/agente/chamados', () => (fail ? HttpResponse.json({ mensagem: 'Falha no banco' }, { status: 500 }) : undefined)),
    );
    renderAt('/atendente');
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar a fila de chamados');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await shownTickets()).toHaveLength(3);
  });

  it('with Znuny as the store, says the tickets are answered there and asks no queue', async () => {
    const seen = queueQueries();
    server.use(http.get('*/api/agente', () => HttpResponse.json({ ...agentDeskFixture, atendimento: 'znuny', urlZnuny: 'https://znuny.ufv.br/otrs/index.pl' })));
    renderAt('/atendente');
    expect(await screen.findByRole('link', { name: 'Abrir o Znuny' })).toBeTruthy();
    expect(screen.getByText(/atendidos no Znuny/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(seen).toEqual([]);
  });
});
