import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_HistoryRouter as HistoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterLink } from '../components/router-link';
import { createGuardedHistory, type GuardedHistory } from './guarded-history';
import { GuardedHistoryContext, useLeaveGuard } from './use-leave-guard';

// Leaving /editor is held while the editor says so, as the admin's tree form does with unsaved text.
function Editor({ dirty }: { dirty: boolean }) {
  const guard = useLeaveGuard(({ currentPathname, nextPathname }) => dirty && currentPathname !== nextPathname);
  return (
    <>
      <h1>Editor</h1>
      <RouterLink href="/lista">Voltar</RouterLink>
      {guard.state === 'blocked' ? (
        <div role="alertdialog" aria-label="Sair sem salvar?">
          <button type="button" onClick={guard.proceed}>
            Sair
          </button>
          <button type="button" onClick={guard.reset}>
            Continuar editando
          </button>
        </div>
      ) : null}
    </>
  );
}

function renderApp(history: GuardedHistory, dirty: boolean) {
  render(
    <GuardedHistoryContext value={history}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/lista" element={<h1>Lista</h1>} />
          <Route path="/editor" element={<Editor dirty={dirty} />} />
        </Routes>
      </HistoryRouter>
    </GuardedHistoryContext>,
  );
}

// The pops the window has seen so far (the browser's back and the history's own steps).
let pops = 0;
const countPop = () => (pops += 1);

describe('createGuardedHistory and useLeaveGuard', () => {
  let history: GuardedHistory;
  beforeEach(() => {
    pops = 0;
    window.addEventListener('popstate', countPop);
    window.history.replaceState(null, '', '/lista');
    history = createGuardedHistory(window);
    history.push('/editor');
  });
  afterEach(() => {
    window.removeEventListener('popstate', countPop);
    window.history.replaceState(null, '', '/');
  });

  it('lets every navigation through while nothing is held back', async () => {
    renderApp(history, false);
    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(screen.getByRole('heading').textContent).toBe('Lista');
  });

  it('holds a link until the user answers: stay keeps the page, leave goes', async () => {
    renderApp(history, true);
    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(screen.getByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeTruthy();
    expect(window.location.pathname).toBe('/editor');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Editor');

    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.getByRole('heading').textContent).toBe('Lista');
    expect(window.location.pathname).toBe('/lista');
  });

  it("undoes the browser's back until the user answers, and redoes it on leave", async () => {
    renderApp(history, true);
    // The back, then the history's own step forward again.
    window.history.back();
    await waitFor(() => expect(pops).toBe(2));
    expect(screen.getByRole('alertdialog', { name: 'Sair sem salvar?' })).toBeTruthy();
    expect(window.location.pathname).toBe('/editor');
    expect(screen.getByRole('heading').textContent).toBe('Editor');

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Lista'));
    expect(window.location.pathname).toBe('/lista');
  });
});
