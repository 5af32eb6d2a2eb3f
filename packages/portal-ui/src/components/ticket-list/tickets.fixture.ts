import type { TicketListItem, TicketPage } from '@chamados/api-contract';

// A student's tickets as `GET /api/ticket` answers, for stories and tests: every state, unseen
// ones, a title longer than the list shows, dates across a daylight-saving-free year in UTC.

export const openTicketsFixture: TicketListItem[] = [
  {
    id: 31,
    tn: '2025061010000031',
    titulo: 'Impressora do laboratório 215 não imprime frente e verso desde a troca do toner',
    estado: 'aberto',
    criado: '2025-06-10T12:15:00.000Z',
    modificado: '2025-06-11T14:02:00.000Z',
    visualizado: false,
  },
  {
    id: 27,
    tn: '2025060910000027',
    titulo: 'Wi-Fi no prédio da Biblioteca Central',
    estado: 'novo',
    criado: '2025-06-09T18:40:00.000Z',
    modificado: '2025-06-09T18:40:00.000Z',
    visualizado: true,
  },
  {
    id: 22,
    tn: '2025060310000022',
    titulo: 'Ponto de rede da sala 104 do PVB sem sinal',
    estado: 'pendente-cliente',
    criado: '2025-06-03T13:05:00.000Z',
    modificado: '2025-06-08T11:30:00.000Z',
    visualizado: false,
  },
  {
    id: 19,
    tn: '2025053010000019',
    titulo: 'Instalação do MATLAB no laboratório de Engenharia',
    estado: 'pendente',
    criado: '2025-05-30T17:20:00.000Z',
    modificado: '2025-06-02T12:00:00.000Z',
    visualizado: true,
  },
  {
    id: 15,
    tn: '2025052610000015',
    titulo: 'Conta para palestrantes da Semana do Fazendeiro',
    estado: 'em análise',
    criado: '2025-05-26T10:45:00.000Z',
    modificado: '2025-05-27T19:10:00.000Z',
    visualizado: true,
  },
];

export const closedTicketsFixture: TicketListItem[] = [
  {
    id: 12,
    tn: '2025052810000012',
    titulo: 'Instalação do R e RStudio',
    estado: 'fechado',
    criado: '2025-05-28T11:00:00.000Z',
    modificado: '2025-05-30T16:20:00.000Z',
    visualizado: true,
  },
  {
    id: 8,
    tn: '2025051510000008',
    titulo: 'Recuperar a senha do e-mail institucional',
    estado: 'fechado',
    criado: '2025-05-15T09:12:00.000Z',
    modificado: '2025-05-15T09:12:00.000Z',
    visualizado: false,
  },
];

/** A long history: page `page` of 137 tickets, `size` a page (ids and numbers made up). */
export function manyTicketsPage(page: number, size = 10, total = 137): TicketPage {
  const first = (page - 1) * size;
  const tickets = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i): TicketListItem => {
    const n = total - first - i;
    const base = openTicketsFixture[n % openTicketsFixture.length]!;
    return { ...base, id: 1000 + n, tn: `20250610${String(n).padStart(8, '0')}`, visualizado: n % 4 !== 0 };
  });
  return { tickets, maxSize: total };
}

/** Where a ticket's number links to, as the app's route for its detail. */
export const ticketDetailHref = (ticket: { id: number }) => `/chamados/detalhe/${ticket.id}`;

/**
 * A student's closed self-service tickets: each kept the default subject (the tree set none), so
 * the service under the title is what tells them apart (issue 30).
 */
export const selfServiceTicketsFixture: TicketListItem[] = [
  { id: 61, tn: '2026112410000061', titulo: 'Chamado criado automaticamente - 24/11/2026 0:26', servico: 'Rede sem fio (Wi-Fi e eduroam)', estado: 'fechado', criado: '2026-11-24T03:26:00.000Z', modificado: '2026-11-24T03:26:00.000Z', visualizado: true },
  { id: 58, tn: '2026112110000058', titulo: 'Chamado criado automaticamente - 21/11/2026 14:02', servico: 'E-mail institucional e senha', estado: 'fechado', criado: '2026-11-21T17:02:00.000Z', modificado: '2026-11-21T17:02:00.000Z', visualizado: true },
  { id: 54, tn: '2026111810000054', titulo: 'Chamado criado automaticamente - 18/11/2026 9:40', servico: 'Laboratórios e impressoras', estado: 'fechado', criado: '2026-11-18T12:40:00.000Z', modificado: '2026-11-18T12:40:00.000Z', visualizado: true },
];
