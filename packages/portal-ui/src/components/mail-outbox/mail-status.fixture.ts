import type { MailStatus } from '@chamados/api-contract';

/** The outbox of a busy week: most sent, one e-mail failing (the SMTP server was down), one given up (the address was refused). */
export const mailStatusFixture: MailStatus = {
  ativo: true,
  pendentes: 4,
  falhando: 1,
  desistidos: 1,
  enviados: 1_532,
  falhas: [
    {
      id: 41,
      ticketId: 38,
      ticketNumber: '2025061110000038',
      para: 'carlos.pereira@ufv.br',
      assunto: '[Chamado 2025061110000038] Resposta: Impressora do laboratório 215',
      tentativas: 3,
      ultimoErro: 'connect ECONNREFUSED 200.235.1.25:587',
      proximaTentativa: '2025-06-11T12:40:00.000Z',
      criado: '2025-06-11T12:00:00.000Z',
      desistido: false,
    },
    {
      id: 17,
      ticketId: 30,
      ticketNumber: '2025060510000030',
      para: 'ex-aluno.muito.antigo.da.universidade@ufv.br',
      assunto: '[Chamado 2025060510000030] Chamado encerrado: Troca de senha do SIGA',
      tentativas: 8,
      ultimoErro: '550 5.1.1 <ex-aluno.muito.antigo.da.universidade@ufv.br>: Recipient address rejected: User unknown in virtual mailbox table',
      proximaTentativa: '2025-06-06T09:00:00.000Z',
      criado: '2025-06-05T14:00:00.000Z',
      desistido: true,
    },
  ],
};

/** A server without SMTP_URL: nothing queued, nothing sent. */
export const mailOffFixture: MailStatus = { ativo: false, pendentes: 0, falhando: 0, desistidos: 0, enviados: 0, falhas: [] };
