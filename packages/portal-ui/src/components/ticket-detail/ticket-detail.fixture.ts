import type { Article, TicketDetail } from '@chamados/api-contract';

// A ticket as `GET /api/ticket/{id}` answers, for stories and tests: the first article the portal
// wrote, an answer from the help desk with an inline screenshot it places by `cid:` and one it
// does not, the user's reply with a file, and an unseen last answer.

/** A 160×90 PNG: a window with a grey dialog (a small "screenshot"). */
export const screenshotPng = 'iVBORw0KGgoAAAANSUhEUgAAAKAAAABaCAIAAACwpMoFAAAAz0lEQVR42u3csQ3AIAwAQeZBzEKbFbIvNVtYos0ApEM0cNJP4KvswunNRQeXjACwAAuwAAuwAAswYAEWYAEWYC0BjwgdHGDAAizAAizAAizAgAVYgAVYgAVYgAEL8F+9Ne0OMGDAgAEDBgxYgAVYgAEDBrwd+Kn1ngADBgwYMGDAgAEDBgzYHuzQIcACDBgwYMCAAQMGDFiABViAAQMGDBgwYMACLMACDBgwYMCAAQOWR2gCLMACLMCABViABViABViABRiwAAuwAAuwAGvuA4XjAuAn+lCuAAAAAElFTkSuQmCC';

export const ticketDetailFixture: TicketDetail = {
  id: 31,
  tn: '2025061010000031',
  titulo: 'Impressora do laboratório 215 não imprime frente e verso desde a troca do toner',
  servico: 'Laboratórios e impressoras',
  criado: '2025-06-10T12:15:00.000Z',
  modificado: '2025-06-12T17:40:00.000Z',
  estado: 'aberto',
  prazoPrimeiraResposta: '2025-06-10T16:15:00.000Z',
  prazoSolucao: '2025-06-13T12:15:00.000Z',
  prioridade: '3 Normal',
  fila: 'N1::Service Desk',
  atendente: 'Rafael Nunes',
  responsavel: 'Equipe de Laboratórios',
  visualizado: false,
  artigos: [
    {
      id: 311,
      assunto: 'Impressora do laboratório 215 não imprime frente e verso desde a troca do toner',
      corpo:
        '<h3>Dados informados no atendimento</h3><table><tr><td>Prédio</td><td>Pavilhão de Aulas II</td></tr><tr><td>Sala</td><td>215</td></tr><tr><td>Patrimônio</td><td>104233</td></tr></table><p>Descrição: a impressora puxa a folha, imprime a frente e trava no duplexador.</p>',
      criado: '2025-06-10T12:15:00.000Z',
      tipo: 'entrada',
      de: 'ana.souza@ufv.br',
      visualizado: true,
      anexos: [
        {
          id: 3101,
          disposition: 'attachment',
          contenttype: 'image/jpeg',
          filename: 'foto-do-painel-da-impressora.jpg',
          filesize: 1_482_113,
          url: '/api/ticket/31/anexos/3101',
        },
      ],
    },
    {
      id: 312,
      assunto: 'Re: [Ticket#2025061010000031] Impressora do laboratório 215 não imprime frente e verso',
      corpo:
        '<p>Olá, Ana!</p><p>O erro no painel é este:</p><p><img src="cid:erro-duplex.png@01DB1F2A" alt="Mensagem de erro do duplexador"></p><p>Vamos trocar a peça. Segue também a tela de configuração que usamos.</p><p>Atenciosamente,<br>Rafael Nunes<br>DTI – Laboratórios</p>',
      criado: '2025-06-11T14:02:00.000Z',
      tipo: 'saida',
      de: 'Rafael Nunes <rafael.nunes@ufv.br>',
      visualizado: true,
      anexos: [
        { id: 3121, disposition: 'inline', contenttype: 'image/png', content: screenshotPng, filename: 'erro-duplex.png', filesize: 264, url: '/api/ticket/31/anexos/3121' },
        { id: 3122, disposition: 'inline', contenttype: 'image/png', content: screenshotPng, filename: 'configuracao.png', filesize: 264, url: '/api/ticket/31/anexos/3122' },
        {
          id: 3123,
          disposition: 'attachment',
          contenttype: 'application/pdf',
          filename: 'manual-duplexador-HP-LaserJet-M608.pdf',
          filesize: 4_718_592,
          url: '/api/ticket/31/anexos/3123',
        },
      ],
    },
    {
      id: 313,
      assunto: 'Re: [Ticket#2025061010000031]',
      corpo: 'Obrigada! Segue a foto da etiqueta da peça.<br>Ana',
      criado: '2025-06-11T19:30:00.000Z',
      tipo: 'entrada',
      de: 'ana.souza@ufv.br',
      visualizado: true,
      anexos: [{ id: 3131, disposition: 'attachment', contenttype: 'image/png', filename: 'etiqueta.png', filesize: 52_300, url: '/api/ticket/31/anexos/3131' }],
    },
    {
      id: 314,
      assunto: 'Re: [Ticket#2025061010000031] Peça trocada',
      corpo: '<p>Trocamos o duplexador hoje à tarde. Pode testar de novo e nos dizer se funcionou?</p>',
      criado: '2025-06-12T17:40:00.000Z',
      tipo: 'saida',
      de: 'Rafael Nunes <rafael.nunes@ufv.br>',
      visualizado: false,
      anexos: [],
    },
  ],
};

/** An article whose body tries to run code: the sanitiser must leave none of it. */
export const hostileArticleFixture: Article = {
  id: 399,
  assunto: 'Resposta com HTML perigoso',
  corpo:
    '<p>Texto <b>legítimo</b>.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true" alt="quebrada"><a href="javascript:alert(1)">clique</a><a href="https://www.ufv.br">UFV</a>',
  criado: '2025-06-12T10:00:00.000Z',
  tipo: 'saida',
  de: 'Atendimento',
  visualizado: true,
  anexos: [],
};
