import type { CannedReply } from '@chamados/portal-api';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { testUserToken } from '../../test/test-user';
import { CannedRepliesPage } from './canned-replies-page';

const server = setupMswServer();

let replies: CannedReply[];

beforeEach(() => {
  replies = [{ id: 1, titulo: 'Saudação', corpo: 'Olá! Obrigado por entrar em contato.', alterada: '2026-11-20T12:00:00.000Z', revisao: 1, alteradaPor: 'Paulo Henrique Dias' }];
  server.use(
    http.get('*/api/admin/respostas-prontas', () => HttpResponse.json(replies)),
    http.post('*/api/admin/respostas-prontas', async ({ request }) => {
      const body = (await request.json()) as { titulo: string; corpo: string };
      if (replies.some((reply) => reply.titulo === body.titulo)) return HttpResponse.json({ mensagem: 'Já existe uma resposta pronta com este título.' }, { status: 409 });
      const created = { id: replies.length + 1, ...body, alterada: '2026-11-26T12:00:00.000Z', revisao: 1, alteradaPor: 'Paulo Henrique Dias' };
      replies = [...replies, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/admin/respostas-prontas/:id', async ({ request, params }) => {
      const body = (await request.json()) as { titulo: string; corpo: string };
      replies = replies.map((reply) => (reply.id === Number(params.id) ? { ...reply, ...body } : reply));
      return HttpResponse.json(replies.find((reply) => reply.id === Number(params.id)));
    }),
    http.delete('*/api/admin/respostas-prontas/:id', ({ params }) => {
      replies = replies.filter((reply) => reply.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/respostas-prontas', Component: CannedRepliesPage }], { initialEntries: ['/admin/respostas-prontas'] });
  render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('CannedRepliesPage', () => {
  it('creates a canned reply and lists it', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova resposta pronta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Encerramento');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Obrigado pelo contato!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta pronta “Encerramento” criada.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Encerramento' })).toBeTruthy();
  });

  it("says the server's reason when it refuses", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova resposta pronta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Saudação');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A resposta pronta não foi salva: Já existe uma resposta pronta com este título.')).toBeTruthy();
  });

  it('edits and deletes one', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar “Saudação”' }));
    const text = screen.getByRole('textbox', { name: 'Texto' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Bom dia!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Resposta pronta “Saudação” salva.')).toBeTruthy();
    expect(await screen.findByText('Bom dia!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apagar “Saudação”' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Apagar a resposta pronta?' })).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('Resposta pronta “Saudação” apagada.')).toBeTruthy();
    expect(await screen.findByText(/Ainda não há respostas prontas/)).toBeTruthy();
  });
});
