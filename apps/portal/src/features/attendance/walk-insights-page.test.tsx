import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createdTicketFixture, publicTreeFixture } from '@chamados/portal-api/msw';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere, testUserToken } from '../../test/test-user';
import { AttendancePage } from './attendance-page';

const server = setupMswServer();

/** What reached the server: the walks' starts, every event in order, and the tickets' creations. */
let starts: unknown[] = [];
let events: unknown[] = [];
let creations: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  // The test DOM's beacon goes around the mock server: this one posts the text body as a browser would.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      void fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
      return true;
    },
  });
  starts = [];
  events = [];
  creations = [];
  server.use(
    http.post('*/api/atendimento/inicio', async ({ request }) => {
      starts.push(await request.json());
      return HttpResponse.json({ atendimento: `id-${starts.length}`, versao: 1, arvore: publicTreeFixture }, { status: 201 });
    }),
    http.post('*/api/ticket', async ({ request }) => {
      creations.push(await request.json());
      return HttpResponse.json(createdTicketFixture, { status: 201 });
    }),
    http.post('*/api/atendimento/eventos', async ({ request }) => {
      const batch = (await request.json()) as { atendimento: string; eventos: unknown[] };
      for (const e of batch.eventos) events.push({ id: batch.atendimento, ...(e as object) });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/atendimento', Component: AttendancePage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: ['/atendimento'] },
  );
  return { router, ...render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  ) };
}

async function startWifi() {
  await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
  return screen.findByRole('heading', { name: 'Qual rede você está usando?' });
}

/** Hides the page, as leaving it does: what waits goes out. */
const leave = () => act(() => void window.dispatchEvent(new Event('pagehide')));

describe('a walk reports its anonymous events', () => {
  it('screens under the signed id, then the ticket as the walk (the server replays it and counts its end)', async () => {
    renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /eduroam/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descrição' }), 'Não conecta');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Criar Chamado' }));
    await screen.findByText('Chamado criado com sucesso');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await screen.findByText(/^Página \/chamados\/detalhe/);
    expect(starts).toEqual([{ arvore: 'Rede sem fio (eduroam)' }]);
    // The walk, not what the portal concluded from it.
    expect(creations).toEqual([
      { atendimento: 'id-1', passos: [{ tela: 'qual-rede', opcao: 'eduroam' }, { tela: 'descreva', respostas: { descricao: 'Não conecta' } }], anexos: [] },
    ]);
    await act(() => leave());
    // The ticket's end is the server's: the portal sends none, and nothing typed travels.
    expect(events.filter((e) => (e as { tipo: string }).tipo === 'fim')).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('Não conecta');
  });

  it('a reload does not start the walk again; Cancelar ends it as cancelled on its screen', async () => {
    const first = renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
    await screen.findByRole('textbox', { name: 'Descrição' });
    leave();
    first.unmount();

    renderPage();
    await screen.findByRole('textbox', { name: 'Descrição' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar as respostas deste atendimento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar respostas' }));
    await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' });
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ tipo: 'fim' })));
    expect(starts).toHaveLength(1);
    // What the beacon carried as the page was left goes again after the reload: the server counts it once.
    expect([...new Set(events.map((e) => JSON.stringify(e)))].map((e) => JSON.parse(e))).toEqual([
      { id: 'id-1', tipo: 'tela', tela: 'qual-rede' },
      { id: 'id-1', tipo: 'tela', tela: 'descreva', de: 'qual-rede' },
      { id: 'id-1', tipo: 'fim', como: 'cancelado', tela: 'descreva' },
    ]);
  });

  it("the browser's Back from the first screen cancels the walk", async () => {
    const { router } = renderPage();
    await startWifi();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Novo Chamado' });
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ tipo: 'fim' })));
    expect(events).toEqual([
      { id: 'id-1', tipo: 'tela', tela: 'qual-rede' },
      { id: 'id-1', tipo: 'fim', como: 'cancelado', tela: 'qual-rede' },
    ]);
  });

  it('a server that fails the events never stops the walk', async () => {
    server.use(http.post('*/api/atendimento/eventos', () => HttpResponse.error()));
    renderPage();
    await startWifi();
    await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
    expect(await screen.findByRole('textbox', { name: 'Descrição' })).toBeTruthy();
  });

  it('a walk the server cannot start goes to the server-problem page', async () => {
    server.use(http.post('*/api/atendimento/inicio', () => HttpResponse.error()));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
    await screen.findByText(/^Página \/500/);
  });
});
