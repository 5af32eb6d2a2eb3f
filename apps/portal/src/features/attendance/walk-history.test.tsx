import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEW_ATTENDANCE_STATE } from '../../components/router-link';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere, TEST_USER_ID, testUserToken } from '../../test/test-user';
import { attendanceKey } from './attendance-storage';
import { AttendancePage } from './attendance-page';

// The walk and the browser's history (issue 17), on a memory router: every screen an entry, Back
// and Forward between them, the questions before discarding answers. (The guard that holds the
// browser's own Back needs main.tsx's history: apps/server/e2e/walk-history.test.ts drives it.)
setupMswServer();
const KEY = attendanceKey(TEST_USER_ID);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/atendimento', Component: AttendancePage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: ['/', '/atendimento'], initialIndex: 1 },
  );
  render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const go = (delta: number) => act(() => router.navigate(delta));
  return { router, go };
}

const panel = () => screen.findByRole('heading', { level: 1, name: 'Novo Chamado' });
const question = () => screen.findByRole('heading', { name: 'Qual rede você está usando?' });
const description = () => screen.findByRole('textbox', { name: 'Descrição' }) as Promise<HTMLTextAreaElement>;
const discardDialog = () => screen.findByRole('dialog', { name: 'Descartar as respostas deste atendimento?' });
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

async function walkToForm() {
  await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
  await question();
  await userEvent.click(screen.getByRole('button', { name: /Visitantes/ }));
  return description();
}

describe('the walk in the browser history', () => {
  beforeEach(() => localStorage.clear());

  it('every screen is an entry: Back returns to the screen before with its answer, Forward goes on with the form as typed', async () => {
    const { router, go } = renderPage();
    await userEvent.type(await walkToForm(), 'Sem sinal no PVA');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await screen.findByRole('button', { name: 'Criar Chamado' });
    // Panel, question, form, final screen: three entries over the panel's.
    expect(router.state.location.state).toMatchObject({ walk: { step: 2, back: 2, panel: true } });

    await go(-1);
    expect((await description()).value).toBe('Sem sinal no PVA');
    await go(-1);
    await question();
    expect(stored()).toMatchObject({ attendance: { current: 'qual-rede' } });
    await go(1);
    expect((await description()).value).toBe('Sem sinal no PVA');
    await go(1);
    expect(await screen.findByText(/Sem sinal no PVA/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar Chamado' })).toBeTruthy();

    // Back from the first screen (nothing typed there) returns to the panel and drops the walk.
    await go(-3);
    await panel();
    expect(localStorage.getItem(KEY)).toBeNull();
    await go(-1);
    expect(await screen.findByText('Página /')).toBeTruthy();
  });

  it('Forward after changing an answer sends the changed form: the next screen has the new answer', async () => {
    const { go } = renderPage();
    await userEvent.type(await walkToForm(), 'Sem sinal');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await screen.findByRole('button', { name: 'Criar Chamado' });
    await go(-1);
    const box = await description();
    await userEvent.clear(box);
    await userEvent.type(box, 'Sinal fraco no PVA');
    await go(1);
    expect(await screen.findByText(/Sinal fraco no PVA/)).toBeTruthy();
    expect(screen.queryByText(/^Sem sinal$/)).toBeNull();
    expect(stored()).toMatchObject({ attendance: { current: '#final', history: [{}, { data: { descricao: 'Sinal fraco no PVA' } }] } });
  });

  it('Cancelar asks before discarding answers; keeping them changes nothing, discarding returns to the panel', async () => {
    const { go } = renderPage();
    await walkToForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await discardDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar o atendimento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();
    expect(stored()).toMatchObject({ attendance: { current: 'descreva' } });

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await discardDialog()).getByRole('button', { name: 'Descartar respostas' }));
    await panel();
    expect(localStorage.getItem(KEY)).toBeNull();
    // Back to the panel's own entry: Back now leaves /atendimento instead of replaying the walk.
    await go(-1);
    expect(await screen.findByText('Página /')).toBeTruthy();
  });

  it('Voltar on the first screen asks only when something is typed there', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }));
    await question();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await panel();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("'Novo Chamado' over a walk with answers asks; keeping it restores the walk's entry, discarding shows the panel", async () => {
    const { router } = renderPage();
    await walkToForm();
    const entry = router.state.location.state;
    await act(() => router.navigate('/atendimento', { replace: true, state: { ...NEW_ATTENDANCE_STATE, previous: entry } }));
    await userEvent.click(within(await discardDialog()).getByRole('button', { name: 'Continuar o atendimento' }));
    await waitFor(() => expect(router.state.location.state).toEqual(entry));
    expect(screen.getByRole('heading', { name: 'Descreva o problema' })).toBeTruthy();

    await act(() => router.navigate('/atendimento', { state: NEW_ATTENDANCE_STATE }));
    await userEvent.click(within(await discardDialog()).getByRole('button', { name: 'Descartar respostas' }));
    await panel();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('Back from the ticket a walk created leads to the panel the walk started from, not to its screens', async () => {
    const { go } = renderPage();
    await userEvent.type(await walkToForm(), 'Não conecta');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Criar Chamado' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText(/^Página \/chamados\/detalhe\//)).toBeTruthy();
    await go(-1);
    await panel();
    expect(localStorage.getItem(KEY)).toBeNull();
    await go(-1);
    expect(await screen.findByText('Página /')).toBeTruthy();
  });

  it("a walk moved on in another tab is followed, and this tab's entry says where it is now", async () => {
    const { router } = renderPage();
    await walkToForm();
    expect(router.state.location.state).toMatchObject({ walk: { step: 1 } });
    // The other tab went back to the question: the same record, one screen less.
    const other = stored();
    const moved = { ...other, attendance: { ...other.attendance, current: 'qual-rede', history: [], log: other.attendance.log.slice(0, 2) } };
    act(() => {
      localStorage.setItem(KEY, JSON.stringify(moved));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    await question();
    await waitFor(() => expect(router.state.location.state).toMatchObject({ walk: { id: other.id, step: 0, back: 0 } }));
  });
});
