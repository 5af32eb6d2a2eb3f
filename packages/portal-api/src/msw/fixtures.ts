import type {
  InsightStats,
  AdminTree,
  CreatedTicket,
  DataHubKeys,
  DataHubList,
  FaqItem,
  PublicTree,
  TicketDetail,
  TicketListItem,
  TreeSummary,
  TreeVersion,
  Verification,
} from '@chamados/api-contract';

// Realistic Portuguese data for stories and tests. `fixtures.test.ts` checks every one against
// its contract schema, so a fixture can never show a shape the server would not send.

const summary = (nome: string, descricao: string, tags: string[], extra: string[] = []): TreeSummary => ({
  nome,
  descricao,
  tags,
  textoBusca: [nome, descricao, ...tags, ...extra].join('\n'),
});

/** Public trees as the service panel lists them. */
export const treeSummariesFixture: TreeSummary[] = [
  summary('Rede sem fio (eduroam)', 'Problemas para conectar à eduroam ou à rede de visitantes', ['wifi', 'internet'], ['Qual rede você está usando?', 'Visitantes']),
  summary('E-mail e senha', 'Recuperar a senha institucional ou configurar o e-mail @ufv.br', ['senha', 'email']),
  summary('Instalação de software', 'Pedir a instalação de programas licenciados pela universidade', ['software', 'licença']),
  summary('Laboratórios e impressoras', 'Computadores de laboratório, projetores e impressoras', ['impressora', 'laboratório'], ['Patrimônio']),
  summary('Ponto de rede', 'Ativar ou consertar um ponto de rede cabeada', ['rede', 'cabo']),
  summary('Conta para visitantes', 'Acesso temporário à rede e aos sistemas para eventos', ['evento', 'convidado']),
];

/** A small launched tree, as `GET /api/arvores/{nome}` answers. */
export const publicTreeFixture: PublicTree = {
  nome: 'Rede sem fio (eduroam)',
  descricao: 'Problemas para conectar à eduroam ou à rede de visitantes',
  tags: ['wifi', 'internet'],
  inicial: 'qual-rede',
  telas: {
    'qual-rede': {
      tipo: 'opcoes',
      pergunta: 'Qual rede você está usando?',
      opcoes: { eduroam: 'descreva', Visitantes: 'descreva' },
    },
    descreva: {
      tipo: 'formulario',
      titulo: 'Descreva o problema',
      campos: { descricao: { tipo: 'memorando', rotulo: 'Descrição', mapeamento: 'descricao' } },
      fluxos: [{ tela: '#final' }],
    },
  },
};

/** The user's tickets, newest change first. */
export const ticketListFixture: TicketListItem[] = [
  {
    id: 3,
    tn: '2025061010000031',
    titulo: 'Impressora do laboratório 215 não imprime frente e verso',
    estado: 'aberto',
    criado: '2025-06-10T12:15:00.000Z',
    modificado: '2025-06-11T14:02:00.000Z',
    visualizado: false,
  },
  {
    id: 2,
    tn: '2025060910000027',
    titulo: 'Wi-Fi no prédio da Biblioteca Central',
    estado: 'novo',
    criado: '2025-06-09T18:40:00.000Z',
    modificado: '2025-06-09T18:40:00.000Z',
    visualizado: true,
  },
  {
    id: 1,
    tn: '2025052810000012',
    titulo: 'Instalação do R e RStudio',
    estado: 'fechado',
    criado: '2025-05-28T11:00:00.000Z',
    modificado: '2025-05-30T16:20:00.000Z',
    visualizado: true,
  },
];

/** One ticket with an inbound and an unseen outbound article. */
export const ticketDetailFixture: TicketDetail = {
  id: 3,
  tn: '2025061010000031',
  titulo: 'Impressora do laboratório 215 não imprime frente e verso',
  servico: 'Laboratórios e impressoras',
  criado: '2025-06-10T12:15:00.000Z',
  modificado: '2025-06-11T14:02:00.000Z',
  estado: 'aberto',
  prazoPrimeiraResposta: '2025-06-10T16:15:00.000Z',
  prazoSolucao: '2025-06-12T12:15:00.000Z',
  prioridade: '3 Normal',
  fila: 'N1::Service Desk',
  atendente: 'Rafael Nunes',
  responsavel: 'Equipe de Laboratórios',
  visualizado: false,
  artigos: [
    {
      id: 31,
      assunto: 'Impressora do laboratório 215 não imprime frente e verso',
      corpo: '<p>Dados informados no atendimento:</p><p>Patrimônio: 104233</p>',
      criado: '2025-06-10T12:15:00.000Z',
      tipo: 'entrada',
      de: 'ana.souza@ufv.br',
      visualizado: true,
      anexos: [
        {
          id: 301,
          disposition: 'attachment',
          contenttype: 'image/png',
          filename: 'erro-impressora.png',
          filesize: 48213,
          url: '/api/ticket/3/anexos/301',
        },
      ],
    },
    {
      id: 32,
      assunto: 'Re: [Ticket#2025061010000031] Impressora do laboratório 215',
      corpo: '<p>Olá, Ana! Trocamos o duplexador. Pode testar de novo?</p>',
      criado: '2025-06-11T14:02:00.000Z',
      tipo: 'saida',
      de: 'Rafael Nunes',
      visualizado: false,
      anexos: [],
    },
  ],
};

/** The answer to a ticket creation. */
export const createdTicketFixture: CreatedTicket = {
  ticketId: 4,
  ticketNumber: '2025061210000045',
  estado: 'novo',
  solutionTimeDestinationDate: '2025-06-14T12:00:00.000Z',
};

/** A data-hub list (the campi). */
export const dataHubListFixture: DataHubList = [
  { key: 'vicosa', value: 'Viçosa' },
  { key: 'florestal', value: 'Florestal' },
  { key: 'rio-paranaiba', value: 'Rio Paranaíba' },
];

// 1×1 transparent PNG.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** An FAQ article with an inline image, as `GET /api/faq/{id}` answers. */
export const faqItemFixture: FaqItem = {
  ItemID: 1,
  Title: 'Como configurar a eduroam no Android',
  Field3:
    '<p>Abra as configurações de Wi-Fi e escolha <b>eduroam</b>.</p><p><img src="index.pl?Action=CustomerFAQZoom;Subaction=DownloadAttachment;ItemID=1;FileID=1" alt="Tela de configuração da eduroam"></p>',
  Attachment: [{ FileID: 1, Filename: 'eduroam.png', ContentType: 'image/png', Content: PIXEL }],
};

const WIFI_YAML = `nome: Rede sem fio (eduroam)
inicial: qual-rede
telas:
  qual-rede:
    tipo: opcoes
    pergunta: Qual rede você está usando?
    opcoes: { eduroam: '#final' }
`;

/** Trees as the admin list shows them: one launched, one draft. */
export const adminTreesFixture: AdminTree[] = [
  {
    id: 1,
    nome: 'Rede sem fio (eduroam)',
    texto: WIFI_YAML,
    habilitada: true,
    autor: 'Paulo Henrique Dias',
    ordem: 1,
    alterada: '2025-06-01T13:00:00.000Z',
    arvore: WIFI_YAML,
    revisao: 3,
    alteradaPor: 'Paulo Henrique Dias',
    versao: 1,
    gradual: null,
  },
  {
    id: 2,
    nome: 'Nova Árvore',
    texto: '',
    habilitada: false,
    autor: 'Paulo Henrique Dias',
    ordem: 2,
    alterada: '2025-06-02T09:30:00.000Z',
    arvore: null,
    revisao: 1,
    alteradaPor: 'Paulo Henrique Dias',
    versao: null,
    gradual: null,
  },
];

/** The launched versions of tree 1. */
export const treeVersionsFixture: TreeVersion[] = [
  { versao: 1, nome: 'Rede sem fio (eduroam)', texto: WIFI_YAML, autor: 'Paulo Henrique Dias', lancadaEm: '2025-06-01T13:00:00.000Z', nota: '', parcela: 100 },
];

/** A verification that found a mistake, with its place in the YAML. */
export const failedVerificationFixture: Verification = {
  ok: false,
  erros: [
    {
      severity: 'error',
      message: 'Tela "qual-rede", opção "eduroam": a tela "descreva" não existe.',
      path: ['telas', 'qual-rede', 'opcoes', 'eduroam'],
      line: 6,
      column: 25,
    },
  ],
};

/** The names of the seeded data hub's lists and maps (`GET /api/admin/datahub`). */
export const dataHubKeysFixture: DataHubKeys = {
  disponivel: true,
  listas: ['campi', 'departamentos', 'predios'],
  mapas: ['fila-por-campus', 'fila-por-predio'],
};

/** A tree's statistics over 30 days (`GET /api/admin/arvore/1/estatisticas`): two versions, a tutorial, a gap week. */
export const insightStatsFixture: InsightStats = {
  arvoreId: 1,
  de: '2025-05-04',
  ate: '2025-06-02',
  totais: { iniciados: 1284, resolvidosTutorial: 412, chamados: 563, cancelados: 187, abandonos: 122, desistencias: 309 },
  tutoriais: [
    { tela: 'tutorial-eduroam', sim: 412, nao: 233 },
    { tela: 'tutorial-senha', sim: 0, nao: 0 },
  ],
  telas: [
    { tela: 'qual-rede', visitas: 1284, paradas: 96 },
    { tela: 'tutorial-eduroam', visitas: 702, paradas: 57 },
    { tela: 'descreva', visitas: 649, paradas: 156 },
    { tela: '#final', visitas: 975, paradas: 0 },
  ],
  arestas: [
    { de: 'qual-rede', para: 'tutorial-eduroam', n: 702 },
    { de: 'qual-rede', para: 'descreva', n: 486 },
    { de: 'tutorial-eduroam', para: '#final', n: 412 },
    { de: 'tutorial-eduroam', para: 'descreva', n: 233 },
    { de: 'descreva', para: '#final', n: 563 },
  ],
  titulos: [
    { tela: 'qual-rede', titulo: 'Qual rede sem fio você está tentando usar?' },
    { tela: 'tutorial-eduroam', titulo: 'Configurar a eduroam' },
    { tela: 'descreva', titulo: 'Descreva o problema de conexão' },
  ],
  dias: Array.from({ length: 30 }, (_, i) => ({
    dia: new Date(Date.UTC(2025, 4, 4 + i)).toISOString().slice(0, 10),
    totais: { iniciados: 40 + (i % 7), resolvidosTutorial: 13, chamados: 18, cancelados: 6, abandonos: 3, desistencias: 9 },
  })),
  semanas: [
    { inicio: '2025-04-28', totais: { iniciados: 180, resolvidosTutorial: 50, chamados: 90, cancelados: 25, abandonos: 15, desistencias: 40 } },
    { inicio: '2025-05-05', totais: { iniciados: 310, resolvidosTutorial: 92, chamados: 140, cancelados: 48, abandonos: 30, desistencias: 78 } },
    { inicio: '2025-05-12', totais: { iniciados: 0, resolvidosTutorial: 0, chamados: 0, cancelados: 0, abandonos: 0, desistencias: 0 } },
    { inicio: '2025-05-19', totais: { iniciados: 402, resolvidosTutorial: 140, chamados: 170, cancelados: 60, abandonos: 32, desistencias: 92 } },
    { inicio: '2025-05-26', totais: { iniciados: 392, resolvidosTutorial: 130, chamados: 163, cancelados: 54, abandonos: 45, desistencias: 99 } },
  ],
  versoes: [
    { versao: 2, lancadaEm: '2025-05-19T12:00:00.000Z', totais: { iniciados: 794, resolvidosTutorial: 270, chamados: 333, cancelados: 114, abandonos: 77, desistencias: 191 } },
    { versao: 1, lancadaEm: '2025-04-01T12:00:00.000Z', totais: { iniciados: 490, resolvidosTutorial: 142, chamados: 230, cancelados: 73, abandonos: 45, desistencias: 118 } },
  ],
};
