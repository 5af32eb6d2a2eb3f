import { fakeToken, ticketDetailFixture } from '@chamados/portal-api/msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { ClosedTicketsPage, OpenTicketsPage } from './ticket-list-page';
import { TicketDetailPage } from './ticket-detail-page';
import { TicketSearchPage } from './ticket-search-page';

const server = setupMswServer();
const token = fakeToken({ nome: 'Ana Souza', cpf: '12345678900', email: 'ana@ufv.br', exp: Date.now() / 1000 + 3600 });

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Página {pathname + search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/chamados/abertos', Component: OpenTicketsPage },
      { path: '/chamados/fechados', Component: ClosedTicketsPage },
      { path: '/chamados/buscar', Component: TicketSearchPage },
      { path: '/chamados/detalhe/:id', Component: TicketDetailPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createTestStore(token)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** The query strings the server received on one path. */
function queries(path: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

describe('ticket pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the open tickets of the page and size in the URL, for the user of the token', async () => {
    const seen = queries('/api/ticket');
    renderAt('/chamados/abertos?pagina=2&itensporpagina=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chamados abertos' })).toBeTruthy();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(Object.fromEntries(seen[0]!)).toEqual({ idUsuario: '12345678900', estado: 'aberto', offset: '1', limit: '1' });
    expect(await screen.findByRole('link', { name: /2025060910000027/ })).toBeTruthy();
  });

  it("says 'Você não possui nenhum Chamado Fechado' when there is none", async () => {
    server.use(http.get('*/api/ticket', () => HttpResponse.json({ tickets: [], maxSize: 0 })));
    renderAt('/chamados/fechados');
    expect(await screen.findByText('Você não possui nenhum Chamado Fechado')).toBeTruthy();
  });

  it('a list that fails goes to the 500 page', async () => {
    server.use(http.get('*/api/ticket', () => HttpResponse.json({ mensagem: 'x' }, { status: 500 })));
    renderAt('/chamados/abertos');
    expect(await screen.findByText('Página /500')).toBeTruthy();
  });

  it('searches ?filtro by protocol number, and a new text writes ?filtro', async () => {
    const router = renderAt(`/chamados/buscar?filtro=${ticketDetailFixture.tn}`);
    expect(await screen.findByRole('link', { name: new RegExp(ticketDetailFixture.tn) })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: /Texto ou número de protocolo/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'Wi-Fi{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?filtro=Wi-Fi'));
    expect(await screen.findByRole('link', { name: /2025060910000027/ })).toBeTruthy();
  });

  it('opening an unseen message marks it seen; a reply is sent and confirmed', async () => {
    const seen = queries('/api/visualization/article');
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    expect(await screen.findByRole('heading', { name: ticketDetailFixture.titulo })).toBeTruthy();
    const unseen = screen.getByRole('button', { name: /Re: \[Ticket#2025061010000031\] Impressora/, expanded: false });
    await userEvent.click(unseen);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.get('idUsuario')).toBe('12345678900');

    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Funcionou, obrigada!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Resposta enviada com sucesso!')).toBeTruthy();
  });

  it("a reply the server refuses shows its message", async () => {
    server.use(http.post('*/api/ticket/:id', () => HttpResponse.json({ mensagem: 'Chamado bloqueado para respostas' }, { status: 409 })));
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Chamado bloqueado para respostas')).toBeTruthy();
  });

  it('a ticket that does not exist goes to /404', async () => {
    renderAt('/chamados/detalhe/999');
    expect(await screen.findByText('Página /404')).toBeTruthy();
  });

  it('a detail that fails goes to /500', async () => {
    server.use(http.get('*/api/ticket/:id', () => HttpResponse.error()));
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    expect(await screen.findByText('Página /500')).toBeTruthy();
  });
});
