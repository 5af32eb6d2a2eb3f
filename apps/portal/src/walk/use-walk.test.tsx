import { createdTicketFixture, fakeToken } from '@chamados/portal-api/msw';
import { AttendanceView } from '@chamados/portal-ui';
import { startAttendance, type Attendance, type Tree } from '@chamados/tree-engine';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { createTestStore } from '../test/test-store';
import { useWalk, type WalkOptions } from './index';

const server = setupMswServer();

const tree: Tree = {
  nome: 'Rede sem fio',
  inicial: 'qual',
  telas: {
    qual: {
      tipo: 'opcoes',
      pergunta: 'Qual rede?',
      opcoes: { eduroam: 'tutorial', Outra: 'descreva' },
    },
    tutorial: {
      tipo: 'tutorial',
      fonte: 'otrs',
      url: '/api/faq/1',
      telaSim: '#final',
      telaNao: 'descreva',
    },
    descreva: {
      tipo: 'formulario',
      titulo: 'Descreva o problema',
      campos: {
        email: {
          tipo: 'caixaDeTexto',
          rotulo: 'E-mail',
          valor: { tipo: 'email' },
          mapeamento: 'email',
        },
        ip: {
          tipo: 'caixaDeTexto',
          rotulo: 'Endereço IP',
          valor: { tipo: 'ip' },
          mapeamento: 'ip',
        },
        campus: {
          tipo: 'caixaDeSelecao',
          rotulo: 'Campus',
          opcoes: { chave: 'campi' },
          mapeamento: 'campus',
          validadores: [{ tipo: 'naoVazio' }],
        },
      },
    },
  },
};

const token = fakeToken({
  nome: 'Ana Souza',
  email: 'ana@ufv.br',
  cpf: '12345678900',
  exp: Date.now() / 1000 + 3600,
});

function Harness(props: Partial<WalkOptions>) {
  const [attendance, setAttendance] = useState<Attendance | null>(() => startAttendance(tree));
  const walk = useWalk({ attendance, atendimento: 'atendimento-assinado', onAttendanceChange: setAttendance, ...props });
  if (walk.preview) return <pre aria-label="Prévia">{JSON.stringify(walk.preview)}</pre>;
  return walk.view ? <AttendanceView {...walk.view} /> : <p>Sem atendimento</p>;
}

function renderWalk(props: Partial<WalkOptions> = {}) {
  const store = createTestStore(token);
  return render(
    <Provider store={store}>
      <Harness {...props} />
    </Provider>,
  );
}

/** Records the bodies the server received on one route. */
function record(method: 'post', path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method.toUpperCase() && new URL(request.url).pathname === path)
      bodies.push(await request.clone().json());
  });
  return bodies;
}

async function walkToFinal() {
  await userEvent.click(await screen.findByRole('button', { name: /Outra/ }));
  // Defaults from the token and GET /api/ip; the campus list from the data hub.
  expect(await screen.findByDisplayValue('ana@ufv.br')).toBeTruthy();
  expect(screen.getByDisplayValue('200.235.1.10')).toBeTruthy();
  const campus = screen.getByRole('combobox', { name: /Campus/ });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Florestal' })).toBeTruthy());
  await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
  expect(await screen.findByText('Preenchimento obrigatório')).toBeTruthy();
  await userEvent.selectOptions(campus, 'Florestal');
  await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
  return screen.findByRole('button', { name: 'Criar Chamado' });
}

describe('useWalk', () => {
  it('walks to the end, creates the ticket and, after Ok, ends the service and reports it', async () => {
    const created = record('post', '/api/ticket');
    const ended = record('post', '/api/atendimento/encerrar');
    const onFinish = vi.fn();
    renderWalk({ onFinish });
    await userEvent.click(await walkToFinal());
    expect(await screen.findByText('Chamado criado com sucesso')).toBeTruthy();
    expect(
      screen.getByText(
        `Chamado criado com o número de protocolo ${createdTicketFixture.ticketNumber}.`,
      ),
    ).toBeTruthy();
    // The walk as the user took it (a choice by its valor), for the server to replay: no properties.
    expect(created).toEqual([
      {
        atendimento: 'atendimento-assinado',
        passos: [
          { tela: 'qual', opcao: expect.stringMatching(/Outra/) },
          { tela: 'descreva', respostas: expect.objectContaining({ email: 'ana@ufv.br', ip: '200.235.1.10', campus: { valor: 'florestal' } }) },
        ],
        anexos: [],
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.getByText('Sem atendimento')).toBeTruthy();
    expect(onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ ticket: createdTicketFixture, closed: false }),
    );
    await waitFor(() =>
      expect(ended).toEqual([
        {
          ticketId: createdTicketFixture.ticketId,
          arvore: 'Rede sem fio',
          log: ['Rede sem fio', 'qual', 'descreva', '#final'],
        },
      ]),
    );
  });

  it("shows 'Falha ao criar chamado' when the server fails, and Ok goes back to the final screen", async () => {
    server.use(
      http.post('*/api/ticket', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWalk();
    await userEvent.click(await walkToFinal());
    expect(await screen.findByText('Falha ao criar chamado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.getByRole('button', { name: 'Criar Chamado' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a tutorial answered Sim creates the ticket closed at once, with the FAQ article shown first', async () => {
    const created = record('post', '/api/ticket');
    const onFinish = vi.fn();
    renderWalk({ onFinish });
    await userEvent.click(await screen.findByRole('button', { name: /eduroam/ }));
    expect(
      await screen.findByRole('heading', { name: 'Como configurar a eduroam no Android' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Atendimento encerrado')).toBeTruthy();
    expect(created).toEqual([{ atendimento: 'atendimento-assinado', passos: [{ tela: 'qual', opcao: 'eduroam' }, { tela: 'tutorial', resolvido: true }], anexos: [] }]);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ closed: true }));
  });

  it("names a FAQ tutorial on the final screen by its article's title, not 'Artigo da FAQ'", async () => {
    renderWalk();
    await userEvent.click(await screen.findByRole('button', { name: /eduroam/ }));
    expect(await screen.findByRole('heading', { name: 'Como configurar a eduroam no Android' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Não, o problema continua' }));
    expect(await screen.findByDisplayValue('ana@ufv.br')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Florestal' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Campus/ }), 'Florestal');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await screen.findByRole('button', { name: 'Criar Chamado' });
    expect(screen.getByText('Como configurar a eduroam no Android')).toBeTruthy();
    expect(screen.queryByText(/Artigo da FAQ/)).toBeNull();
  });

  it('a walk kept from before walks had a signed id asks for one, then creates its ticket', async () => {
    const started = record('post', '/api/atendimento/inicio');
    const created = record('post', '/api/ticket');
    server.use(
      http.post('*/api/atendimento/inicio', () => HttpResponse.json({ atendimento: 'novo-id', versao: 2, arvore: tree }, { status: 201 })),
    );
    renderWalk({ atendimento: undefined });
    await userEvent.click(await walkToFinal());
    expect(await screen.findByText('Chamado criado com sucesso')).toBeTruthy();
    expect(started).toEqual([{ arvore: 'Rede sem fio' }]);
    expect(created).toEqual([expect.objectContaining({ atendimento: 'novo-id' })]);
  });

  it('Voltar returns to the form with what was chosen; Cancelar drops the attendance', async () => {
    renderWalk();
    await walkToFinal();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /Campus/ }) as HTMLSelectElement).value,
      ).not.toBe(''),
    );
    expect(screen.getByRole('option', { name: 'Florestal', selected: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Sem atendimento')).toBeTruthy();
  });

  it('test mode ends on a preview of the request: no ticket, no end-of-service call', async () => {
    const created = record('post', '/api/ticket');
    const ended = record('post', '/api/atendimento/encerrar');
    renderWalk({ testMode: true });
    await userEvent.click(await walkToFinal());
    const preview = JSON.parse((await screen.findByLabelText('Prévia')).textContent ?? '{}');
    expect(preview).toMatchObject({
      closed: false,
      request: {
        propriedades: { campus: 'florestal' },
        log: ['Rede sem fio', 'qual', 'descreva', '#final'],
      },
    });
    expect(created).toEqual([]);
    expect(ended).toEqual([]);
  });
});
