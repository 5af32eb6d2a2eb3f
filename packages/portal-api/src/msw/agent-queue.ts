import { routes, type AgentDesk, type AgentQueuePage, type AgentQueueRow, type RouteContract } from '@chamados/api-contract';
import { http, HttpResponse } from 'msw';

// The Central de Atendimento's desk and queue (issue 21) as the server answers them, for stories
// and tests. Apart from fixtures.ts so that the desk's ticket page adds its own beside it.

/** `GET /api/agente` on the built-in store. */
export const agentDeskFixture: AgentDesk = {
  atendimento: 'portal',
  eu: { id: 'atendente.dti@ufv.br', nome: 'Atendente DTI' },
  filas: ['N1::Service Desk', 'N2::Redes'],
  prioridades: ['5 Muito Alto', '4 Alto', '3 Normal', '2 Baixo', '1 Muito Baixo'],
};

const row = (fields: Partial<AgentQueueRow> & Pick<AgentQueueRow, 'id' | 'titulo' | 'estado'>): AgentQueueRow => ({
  tn: `20250611100000${fields.id}`,
  solicitante: 'Ana Souza',
  fila: 'N1::Service Desk',
  prioridade: '3 Normal',
  atrasado: false,
  atendente: '',
  meu: false,
  visualizado: true,
  criado: '2025-06-11T09:00:00.000Z',
  modificado: '2025-06-11T09:00:00.000Z',
  ...fields,
});

/** Every ticket of the queue, nearest deadline first: new, open, pending, closed. */
export const agentQueueFixture: AgentQueueRow[] = [
  row({ id: 41, titulo: 'Sem acesso ao e-mail institucional', estado: 'novo', prazo: '2025-06-11T13:00:00.000Z', atrasado: true, visualizado: false }),
  row({ id: 42, titulo: 'Wi-Fi no prédio da Biblioteca Central', estado: 'novo', fila: 'N2::Redes', solicitante: 'Bruno Lima', prazo: '2025-06-11T15:00:00.000Z', visualizado: false }),
  row({ id: 38, titulo: 'Impressora do laboratório 215', estado: 'aberto', prazo: '2025-06-12T18:30:00.000Z', atendente: 'Atendente DTI', meu: true }),
  row({ id: 35, titulo: 'Ponto de rede da sala 104', estado: 'pendente-cliente', fila: 'N2::Redes', atendente: 'Marcos Reis' }),
  row({ id: 30, titulo: 'Troca de senha do SIGA', estado: 'fechado', atendente: 'Marcos Reis' }),
];

const STATES: Record<string, (estado: string) => boolean> = {
  novos: (estado) => estado === 'novo',
  abertos: (estado) => estado === 'novo' || estado === 'aberto',
  pendentes: (estado) => estado === 'pendente' || estado === 'pendente-cliente',
  fechados: (estado) => estado === 'fechado',
  todos: () => true,
};

const url = (route: RouteContract) => `*/api${route.path}`;

/** The queue's answer to a query string, filtered as the server filters (words in the title, or a protocol number prefix). */
export function agentQueueAnswer(params: URLSearchParams, rows: readonly AgentQueueRow[] = agentQueueFixture): AgentQueuePage {
  const inState = STATES[params.get('estado') ?? 'abertos'] ?? STATES.abertos!;
  const texto = (params.get('texto') ?? '').toLocaleLowerCase('pt-BR');
  const found = rows.filter(
    (t) =>
      inState(t.estado) &&
      (!params.get('fila') || t.fila === params.get('fila')) &&
      (params.get('meus') !== 'true' || t.meu) &&
      (params.get('semAtendente') !== 'true' || t.atendente === '') &&
      (!texto || t.tn.startsWith(texto) || t.titulo.toLocaleLowerCase('pt-BR').includes(texto)),
  );
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 10);
  return { tickets: found.slice(offset, offset + limit), total: found.length, totalExato: true };
}

/** `GET /api/agente` and `GET /api/agente/chamados`. */
export const agentQueueHandlers = [
  http.get(url(routes.agentDesk), () => HttpResponse.json(agentDeskFixture)),
  http.get(url(routes.agentQueue), ({ request }) => HttpResponse.json(agentQueueAnswer(new URL(request.url).searchParams))),
];
