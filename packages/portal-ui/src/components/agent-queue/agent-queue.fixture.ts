import type { AgentDesk, AgentQueuePage, AgentQueueRow } from '@chamados/api-contract';

// The agents' queue as `GET /api/agente/chamados` answers, for stories and tests: new and open
// tickets, one late, one paused (no deadline), one taken by the agent who looks, unseen ones.

export const agentQueueRowsFixture: AgentQueueRow[] = [
  {
    id: 41,
    tn: '2025061110000041',
    titulo: 'Sem acesso ao e-mail institucional depois da troca de senha no portal',
    solicitante: 'Ana Souza',
    fila: 'N1::Service Desk',
    estado: 'novo',
    prioridade: '3 Normal',
    prazo: '2025-06-11T13:00:00.000Z',
    atrasado: true,
    atendente: '',
    meu: false,
    visualizado: false,
    criado: '2025-06-11T09:00:00.000Z',
    modificado: '2025-06-11T09:00:00.000Z',
  },
  {
    id: 38,
    tn: '2025061010000038',
    titulo: 'Wi-Fi no prédio da Biblioteca Central',
    solicitante: 'Bruno Lima',
    fila: 'N2::Redes',
    estado: 'aberto',
    prioridade: '4 Alto',
    prazo: '2025-06-12T18:30:00.000Z',
    atrasado: false,
    atendente: 'Atendente DTI',
    meu: true,
    visualizado: true,
    criado: '2025-06-10T15:20:00.000Z',
    modificado: '2025-06-11T10:05:00.000Z',
  },
  {
    id: 35,
    tn: '2025060910000035',
    titulo: 'Impressora do laboratório 215',
    solicitante: 'Carla Mendes',
    fila: 'N1::Service Desk',
    estado: 'pendente-cliente',
    prioridade: '2 Baixo',
    atrasado: false,
    atendente: 'Marcos Reis',
    meu: false,
    visualizado: true,
    criado: '2025-06-09T11:00:00.000Z',
    modificado: '2025-06-10T16:45:00.000Z',
  },
];

export const agentQueuePageFixture: AgentQueuePage = { tickets: agentQueueRowsFixture, total: 23, totalExato: true };

export const agentDeskFixture: AgentDesk = {
  atendimento: 'portal',
  eu: { id: 'atendente.dti', nome: 'Atendente DTI' },
  filas: ['N1::Service Desk', 'N2::Redes', 'N2::Sistemas'],
  prioridades: ['5 Muito Alto', '4 Alto', '3 Normal', '2 Baixo', '1 Muito Baixo'],
};

export const agentTicketHref = (ticket: { id: number }) => `/atendente/chamado/${ticket.id}`;

/**
 * New tickets that kept the default subject (their trees set none): the service under the title
 * tells them apart (issue 30).
 */
export const defaultTitledRowsFixture: AgentQueueRow[] = [
  { id: 71, tn: '2026112510000071', titulo: 'Chamado criado automaticamente - 25/11/2026 0:26', servico: 'Rede sem fio (Wi-Fi e eduroam)', solicitante: 'Ana Souza', fila: 'N1::Service Desk', estado: 'novo', prioridade: '3 Normal', prazo: '2026-11-25T07:26:00.000Z', atrasado: false, atendente: '', meu: false, visualizado: false, criado: '2026-11-25T03:26:00.000Z', modificado: '2026-11-25T03:26:00.000Z' },
  { id: 70, tn: '2026112410000070', titulo: 'Chamado criado automaticamente - 24/11/2026 23:50', servico: 'Laboratórios e impressoras', solicitante: 'Carlos Pereira', fila: 'N1::Service Desk', estado: 'novo', prioridade: '3 Normal', prazo: '2026-11-25T06:50:00.000Z', atrasado: false, atendente: '', meu: false, visualizado: false, criado: '2026-11-25T02:50:00.000Z', modificado: '2026-11-25T02:50:00.000Z' },
];
