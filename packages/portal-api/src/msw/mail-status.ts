import { routes, type MailStatus } from '@chamados/api-contract';
import { http, HttpResponse } from 'msw';

/** `GET /api/admin/emails` on a server whose SMTP server refused one e-mail and gave another up. */
export const mailStatusFixture: MailStatus = {
  ativo: true,
  pendentes: 3,
  falhando: 1,
  desistidos: 1,
  enviados: 128,
  falhas: [
    {
      id: 12,
      ticketId: 3,
      ticketNumber: '2025061010000031',
      para: 'ana.souza@ufv.br',
      assunto: '[Chamado 2025061010000031] Resposta: Impressora do laboratório 215',
      tentativas: 2,
      ultimoErro: 'connect ECONNREFUSED 10.0.0.25:587',
      proximaTentativa: '2025-06-11T12:10:00.000Z',
      criado: '2025-06-11T12:00:00.000Z',
      desistido: false,
    },
    {
      id: 9,
      ticketId: 2,
      ticketNumber: '2025060910000022',
      para: 'bruno.lima@ufv.br',
      assunto: '[Chamado 2025060910000022] Chamado encerrado: Acesso ao SIGA',
      tentativas: 8,
      ultimoErro: '550 5.1.1 <bruno.lima@ufv.br>: Recipient address rejected',
      proximaTentativa: '2025-06-10T08:00:00.000Z',
      criado: '2025-06-09T16:00:00.000Z',
      desistido: true,
    },
  ],
};

/** `GET /api/admin/emails`: the fixture. */
export const mailStatusHandler = http.get(`*/api${routes.adminMailStatus.path}`, () => HttpResponse.json(mailStatusFixture));
