import { portalApi } from '@chamados/portal-api';
import { ticketDetailFixture, ticketListFixture } from '@chamados/portal-api/msw';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere, TEST_USER_ID, testUserToken } from '../../test/test-user';
import { ClosedTicketsPage, OpenTicketsPage } from './ticket-list-page';
import { TicketDetailPage } from './ticket-detail-page';
import { TicketSearchPage } from './ticket-search-page';
import { replyDraftKey } from './reply-draft-storage';

const server = setupMswServer();

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
  const store = createTestStore(testUserToken);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { store });
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
    expect(Object.fromEntries(seen[0]!)).toEqual({
      idUsuario: TEST_USER_ID,
      estado: 'aberto',
      offset: '1',
      limit: '1',
    });
    expect(await screen.findByRole('link', { name: /2025060910000027/ })).toBeTruthy();
  });

  it('a page past the end moves to the last page and fixes the URL, never saying there are no tickets', async () => {
    const router = renderAt('/chamados/abertos?pagina=99&itensporpagina=1');
    expect(await screen.findByRole('link', { name: /2025060910000027/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?pagina=2&itensporpagina=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Você não possui nenhum Chamado em Aberto')).toBeNull();
  });

  it('when the last ticket of the last page closes while polling, the list moves to the page before', async () => {
    const router = renderAt('/chamados/abertos?pagina=2&itensporpagina=1');
    await screen.findByRole('link', { name: /2025060910000027/ });
    // Now only one ticket is open: page 2 is past the end.
    server.use(
      http.get('*/api/ticket', ({ request }) =>
        HttpResponse.json({
          tickets: new URL(request.url).searchParams.get('offset') === '0' ? [ticketListFixture[0]!] : [],
          maxSize: 1,
        }),
      ),
    );
    router.store.dispatch(portalApi.util.invalidateTags(['TicketList']));
    expect(await screen.findByRole('link', { name: /2025061010000031/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?pagina=1&itensporpagina=1');
    expect(screen.queryByText('Você não possui nenhum Chamado em Aberto')).toBeNull();
  });

  it("says 'Você não possui nenhum Chamado Fechado' when there is none", async () => {
    server.use(http.get('*/api/ticket', () => HttpResponse.json({ tickets: [], maxSize: 0 })));
    renderAt('/chamados/fechados');
    expect(await screen.findByText('Você não possui nenhum Chamado Fechado')).toBeTruthy();
  });

  it("an empty list offers 'Abrir um chamado', a new attendance on /atendimento", async () => {
    server.use(http.get('*/api/ticket', () => HttpResponse.json({ tickets: [], maxSize: 0 })));
    const router = renderAt('/chamados/abertos');
    await userEvent.click(await screen.findByRole('link', { name: 'Abrir um chamado' }));
    expect(router.state.location.pathname).toBe('/atendimento');
    expect(router.state.location.state).toEqual({ newAttendance: true });
  });

  it('a list that fails goes to the 500 page', async () => {
    server.use(
      http.get('*/api/ticket', () => HttpResponse.json({ mensagem: 'x' }, { status: 500 })),
    );
    renderAt('/chamados/abertos');
    expect(await screen.findByText('Página /500')).toBeTruthy();
  });

  it('searches ?filtro by protocol number, and a new text writes ?filtro', async () => {
    const router = renderAt(`/chamados/buscar?filtro=${ticketDetailFixture.tn}`);
    expect(
      await screen.findByRole('link', { name: new RegExp(ticketDetailFixture.tn) }),
    ).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: /Texto ou número de protocolo/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'Wi-Fi{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?filtro=Wi-Fi'));
    expect(await screen.findByRole('link', { name: /2025060910000027/ })).toBeTruthy();
  });

  it("the help desk's newest message opens at once and, unseen, is marked seen; a reply is sent and confirmed", async () => {
    const seen = queries('/api/visualization/article');
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    expect(await screen.findByRole('heading', { name: ticketDetailFixture.titulo })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Re: \[Ticket#2025061010000031\] Impressora/, expanded: true }),
    ).toBeTruthy();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.get('idUsuario')).toBe(TEST_USER_ID);

    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Funcionou, obrigada!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Resposta enviada com sucesso!')).toBeTruthy();
  });

  it('a reply being written survives a reload (subject and message, per user and ticket) and is dropped once sent', async () => {
    localStorage.clear();
    const key = replyDraftKey(TEST_USER_ID, ticketDetailFixture.id);
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    const subject = screen.getByRole('textbox', { name: /^Assunto/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Ainda mancha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Trocaram o cilindro,{enter}mas continua.');
    cleanup();

    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    // The editor is open again with what was typed.
    expect(await screen.findByRole('textbox', { name: /^Assunto/ })).toHaveProperty('value', 'Ainda mancha');
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveProperty('value', 'Trocaram o cilindro,\nmas continua.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Resposta enviada com sucesso!');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('Cancelar drops the reply being written', async () => {
    localStorage.clear();
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Rascunho');
    expect(localStorage.getItem(replyDraftKey(TEST_USER_ID, ticketDetailFixture.id))).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(localStorage.getItem(replyDraftKey(TEST_USER_ID, ticketDetailFixture.id))).toBeNull();
    cleanup();
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    expect(await screen.findByRole('button', { name: 'Responder' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
  });

  it('a reply the server refuses shows its message', async () => {
    server.use(
      http.post('*/api/ticket/:id', () =>
        HttpResponse.json({ mensagem: 'Chamado bloqueado para respostas' }, { status: 409 }),
      ),
    );
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

  it('a download that fails says so, naming the file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/ticket/:id/anexos/:anexoId', () =>
        HttpResponse.json({ mensagem: 'Anexo não encontrado' }, { status: 404 }),
      ),
    );
    renderAt(`/chamados/detalhe/${ticketDetailFixture.id}`);
    await userEvent.click(
      await screen.findByRole('button', {
        name: /Dados informados|Impressora do laboratório 215 não imprime/,
        expanded: false,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /erro-impressora\.png/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Não foi possível baixar o anexo' });
    expect(within(dialog).getByText(/“erro-impressora\.png”/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
