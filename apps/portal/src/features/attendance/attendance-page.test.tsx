import { createdTicketFixture } from '@chamados/portal-api/msw';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_ATTENDANCE_STATE } from '../../components/router-link';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere, TEST_USER_ID, testUserToken } from '../../test/test-user';
import { attendanceKey, formDraftKey } from './attendance-storage';
import { AttendancePage } from './attendance-page';

const server = setupMswServer();
const KEY = attendanceKey(TEST_USER_ID);

function renderPage(entry: string | { pathname: string; state?: unknown } = '/atendimento') {
  const router = createMemoryRouter(
    [
      { path: '/atendimento', Component: AttendancePage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...view };
}

/** Answers 'Descartar respostas' to 'Descartar as respostas deste atendimento?'. */
async function discard() {
  const dialog = await screen.findByRole('dialog', { name: 'Descartar as respostas deste atendimento?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar respostas' }));
}

async function startWifi() {
  await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
  return screen.findByRole('heading', { name: 'Qual rede você está usando?' });
}

describe('AttendancePage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the service panel with ?filtro in the search box', async () => {
    renderPage('/atendimento?filtro=impressora');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Procurar Serviço' })).toHaveProperty(
      'value',
      'impressora',
    );
  });

  it('starts an attendance from a card; it survives a reload and is kept under the user id', async () => {
    const first = renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
    expect(await screen.findByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ attendance: { current: 'descreva' } });
    first.unmount();

    renderPage();
    expect(await screen.findByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();
    // The form itself, not its loading frame (whose buttons leave when the values arrive).
    await screen.findByRole('textbox', { name: 'Descrição' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await discard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a form half filled in survives a reload (its draft); Cancelar drops it with the attendance', async () => {
    const first = renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descrição' }), 'Sem sinal no PVA');
    first.unmount();

    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Descrição' })).toHaveProperty('value', 'Sem sinal no PVA');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await discard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
    expect(localStorage.getItem(formDraftKey(TEST_USER_ID))).toBeNull();

    // A new walk to the same screen starts from its defaults, not from the dropped draft.
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
    expect(await screen.findByRole('textbox', { name: 'Descrição' })).toHaveProperty('value', '');
  });

  it("arriving through 'Novo Chamado' drops an attendance with nothing answered, without asking", async () => {
    const first = renderPage();
    await startWifi();
    first.unmount();
    const { router } = renderPage({ pathname: '/atendimento', state: NEW_ATTENDANCE_STATE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
    // The mark leaves the history entry: a reload now would not drop a new attendance.
    expect(router.state.location.state).toBeNull();
  });

  it('after the ticket is created, Ok opens its detail', async () => {
    renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /eduroam/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descrição' }), 'Não conecta');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Criar Chamado' }));
    expect(await screen.findByText('Chamado criado com sucesso')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(
      await screen.findByText(`Página /chamados/detalhe/${createdTicketFixture.ticketId}`),
    ).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    [400, '/400'],
    [404, '/404'],
    [500, '/500'],
  ])('a walk whose start answers %i goes to %s (spec §8, 400 corrected)', async (status, path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('*/api/atendimento/inicio', () => HttpResponse.json({ mensagem: 'x' }, { status })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
    expect(await screen.findByText(`Página ${path}`)).toBeTruthy();
  });

  it('a network failure while starting goes to /500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/atendimento/inicio', () => HttpResponse.error()));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
    expect(await screen.findByText('Página /500')).toBeTruthy();
  });

  it('another tab of the same user moving the walk on is followed', async () => {
    renderPage();
    await startWifi();
    act(() => {
      localStorage.removeItem(KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' })).toBeTruthy();
  });
});
