import { mailStatusFixture } from '@chamados/portal-api/msw';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { testUserToken } from '../../test/test-user';
import { MailOutboxPage } from './mail-outbox-page';

const server = setupMswServer();
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/emails', Component: MailOutboxPage }], { initialEntries: ['/admin/emails'] });
  render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('MailOutboxPage', () => {
  it("shows GET /api/admin/emails: the counts and each failure's reason", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'E-mails que falharam' }, { timeout: 10_000 });
    expect(within(screen.getByLabelText('Situação dos e-mails')).getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '3ainda a enviar',
      '128entregues ao servidor de e-mail',
      '21 será tentado de novo, 1 desistido',
    ]);
    expect(within(table).getByRole('cell', { name: mailStatusFixture.falhas[0]!.ultimoErro })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Não será mais tentado' })).toBeTruthy();
    expect(document.title).toContain('E-mails aos estudantes');
  });

  it("'Atualizar' reads the outbox again", async () => {
    let sent = 128;
    server.use(http.get('*/api/admin/emails', () => HttpResponse.json({ ...mailStatusFixture, enviados: sent })));
    renderPage();
    await screen.findByText('128', undefined, { timeout: 10_000 });
    sent = 130;
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('130', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('a failed load says what failed, in Portuguese', async () => {
    server.use(http.get('*/api/admin/emails', () => HttpResponse.json({ mensagem: 'Falha interna' }, { status: 500 })));
    renderPage();
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(within(alert).getByText('Não foi possível carregar a situação dos e-mails.')).toBeTruthy();
  });
});
