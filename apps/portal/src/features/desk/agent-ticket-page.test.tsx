import type { AgentDesk, AgentTicketDetail, CannedReply } from '@chamados/portal-api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server';
import { createTestStore } from '../../test/test-store';
import { Elsewhere, testUserToken } from '../../test/test-user';
import { AgentTicketPage } from './agent-ticket-page';

const server = setupMswServer();

const desk: AgentDesk = {
  atendimento: 'portal',
  eu: { id: '11122233344', nome: 'Atendente DTI' },
  filas: ['N1::Service Desk', 'N2::Redes'],
  prioridades: ['2 Baixa', '3 Normal', '4 Alta'],
};

const canned: CannedReply[] = [{ id: 1, titulo: 'Saudação', corpo: 'Olá! Obrigado por entrar em contato.', alterada: '2026-11-20T12:00:00.000Z', revisao: 1, alteradaPor: 'Paulo Henrique Dias' }];

const ticket: AgentTicketDetail = {
  id: 42,
  tn: '2026112610000042',
  titulo: 'Sem acesso à eduroam',
  servico: 'Rede sem fio',
  criado: '2026-11-24T12:00:00.000Z',
  modificado: '2026-11-24T12:00:00.000Z',
  estado: 'novo',
  prioridade: '3 Normal',
  fila: 'N1::Service Desk',
  tipo: 'Incidente',
  atendente: '',
  meu: false,
  solicitante: { nome: 'Ana Souza', id: '12345678900', email: 'ana@ufv.br' },
  propriedades: { predio: 'PAII' },
  sla: {
    primeiraResposta: { prazo: '2026-11-24T16:00:00.000Z', situacao: 'atrasado' },
    atualizacao: { situacao: 'sem-prazo' },
    solucao: { prazo: '2026-11-27T12:00:00.000Z', situacao: 'no-prazo' },
  },
  visualizado: false,
  artigos: [
    {
      id: 421,
      assunto: 'Sem acesso à eduroam',
      corpo: '<p>O celular conecta e cai.</p>',
      criado: '2026-11-24T12:00:00.000Z',
      tipo: 'entrada',
      de: 'Ana Souza',
      visualizado: false,
      interno: false,
      anexos: [{ id: 4211, disposition: 'attachment', contenttype: 'text/plain', filename: 'erro.txt', filesize: 12, url: '/api/agente/chamados/42/anexos/4211' }],
    },
  ],
};

/** What the page sent, by route. */
let sent: { seen: number; updates: unknown[]; articles: unknown[] };

beforeEach(() => {
  sent = { seen: 0, updates: [], articles: [] };
  let current = ticket;
  server.use(
    http.get('*/api/agente', () => HttpResponse.json(desk)),
    http.get('*/api/agente/respostas-prontas', () => HttpResponse.json(canned)),
    http.get('*/api/agente/chamados/:id', ({ params }) =>
      Number(params.id) === 42 ? HttpResponse.json(current) : HttpResponse.json({ mensagem: 'Chamado não encontrado' }, { status: 404 }),
    ),
    http.post('*/api/agente/chamados/:id/visto', () => {
      sent.seen += 1;
      return HttpResponse.json({ ok: true });
    }),
    http.patch('*/api/agente/chamados/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.updates.push(body);
      if (body.fila === 'N2::Redes') return HttpResponse.json({ mensagem: 'A fila N2::Redes não aceita chamados agora.' }, { status: 400 });
      current = {
        ...current,
        ...(body.assumir ? { atendente: 'Atendente DTI', meu: true } : {}),
        ...(typeof body.estado === 'string' ? { estado: body.estado } : {}),
      };
      return HttpResponse.json(current);
    }),
    http.post('*/api/agente/chamados/:id/artigos', async ({ request }) => {
      const body = (await request.json()) as { assunto: string; corpo: string; interno: boolean };
      sent.articles.push(body);
      current = {
        ...current,
        artigos: [
          ...current.artigos,
          { id: 500 + sent.articles.length, assunto: body.assunto, corpo: body.corpo, criado: '2026-11-24T13:00:00.000Z', tipo: 'saida', de: 'Atendente DTI', visualizado: true, interno: body.interno, anexos: [] },
        ],
      };
      return HttpResponse.json(current);
    }),
  );
});

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/atendente/chamado/:id', Component: AgentTicketPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createTestStore(testUserToken)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('AgentTicketPage', () => {
  it('shows the ticket and marks it seen for the agent', async () => {
    renderAt('/atendente/chamado/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem acesso à eduroam' })).toBeTruthy();
    await waitFor(() => expect(sent.seen).toBe(1));
    expect(within(screen.getByRole('table', { name: 'Prazos' })).getByText('Atrasado')).toBeTruthy();
  });

  it("'Assumir' makes me the agent and says so", async () => {
    renderAt('/atendente/chamado/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Assumir' }));
    expect(await screen.findByText('Você assumiu o chamado.')).toBeTruthy();
    expect(sent.updates).toEqual([{ assumir: true }]);
    expect(await screen.findByRole('button', { name: 'Devolver (deixar sem atendente)' })).toBeTruthy();
  });

  it("sets a state from the desk's choices, and says the server's reason when a move is refused", async () => {
    renderAt('/atendente/chamado/42');
    await userEvent.selectOptions(await screen.findByLabelText('Estado'), 'Aguardando o solicitante');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Estado alterado para Aguardando o solicitante.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Fila'), 'N2::Redes');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O chamado não foi alterado: A fila N2::Redes não aceita chamados agora.')).toBeTruthy();
  });

  it('writes an internal note with a canned reply, and it appears marked in the conversation', async () => {
    renderAt('/atendente/chamado/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Nota interna' }));
    await userEvent.selectOptions(screen.getByLabelText('Respostas prontas'), 'Saudação');
    await userEvent.click(screen.getByRole('button', { name: 'Inserir resposta pronta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nota interna (só atendentes)' }));
    // Confirmed in a status line, no dialog; a note has no subject.
    expect(await screen.findByText('Nota interna salva. O solicitante não a vê.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.articles).toEqual([{ assunto: '', corpo: 'Olá! Obrigado por entrar em contato.', anexos: [], interno: true }]);
    const conversation = screen.getByRole('list', { name: 'Conversa' });
    expect(within(conversation).getByRole('button', { name: /Nota interna/ })).toBeTruthy();
  });

  it('sends a ticket that does not exist to the not-found page', async () => {
    const router = renderAt('/atendente/chamado/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
