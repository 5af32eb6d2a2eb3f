import type { AgentTicketDetail, CannedReply } from '@chamados/api-contract';

// A ticket as `GET /api/agente/chamados/{id}` answers, for stories and tests: the first article
// with the student's answers, an internal note with a file, a reply to the student, and the
// student's unseen answer. The first response was met, the update is late, the solution runs.

export const agentTicketFixture: AgentTicketDetail = {
  id: 42,
  tn: '2026112610000042',
  titulo: 'Sem acesso à eduroam no Pavilhão de Aulas II',
  servico: 'Rede sem fio',
  criado: '2026-11-24T12:00:00.000Z',
  modificado: '2026-11-25T18:30:00.000Z',
  estado: 'aberto',
  prioridade: '3 Normal',
  fila: 'N1::Service Desk',
  tipo: 'Incidente',
  atendente: 'Atendente DTI',
  meu: true,
  solicitante: { nome: 'Ana Souza', id: '12345678900', email: 'ana.souza@ufv.br' },
  propriedades: { predio: 'pavilhao-aulas-2', sala: '215', telefone: '(31) 98888-7777', vinculo: 'graduacao', emailAlternativo: 'ana.souza@gmail.com' },
  respostas: [
    { rotulo: 'Prédio', valor: 'Pavilhão de Aulas II' },
    { rotulo: 'Sala', valor: '215' },
    { rotulo: 'Telefone', valor: '(31) 98888-7777' },
    { rotulo: 'Vínculo com a universidade', valor: 'Aluno de graduação' },
    { rotulo: 'E-mail alternativo', valor: 'ana.souza@gmail.com' },
  ],
  sla: {
    primeiraResposta: { prazo: '2026-11-24T16:00:00.000Z', cumpridoEm: '2026-11-24T14:10:00.000Z', situacao: 'cumprido' },
    atualizacao: { prazo: '2026-11-25T20:10:00.000Z', situacao: 'atrasado' },
    solucao: { prazo: '2026-11-27T12:00:00.000Z', situacao: 'no-prazo' },
  },
  visualizado: false,
  artigos: [
    {
      id: 421,
      assunto: 'Sem acesso à eduroam no Pavilhão de Aulas II',
      corpo:
        '<h4>Caminho</h4><ol><li>Qual rede você está usando? → eduroam</li></ol><h4>Respostas</h4><table><tr><th>Prédio</th><td>Pavilhão de Aulas II</td></tr><tr><th>Sala</th><td>215</td></tr><tr><th>Descrição</th><td>O celular conecta e cai em seguida.</td></tr></table>',
      criado: '2026-11-24T12:00:00.000Z',
      tipo: 'entrada',
      de: 'Ana Souza',
      visualizado: true,
      interno: false,
      anexos: [],
    },
    {
      id: 422,
      assunto: 'Verificar controladora',
      corpo: '<p>A controladora do PAII reiniciou às 8h. Conferir o log antes de responder.</p>',
      criado: '2026-11-24T13:30:00.000Z',
      tipo: 'saida',
      de: 'Atendente DTI',
      visualizado: true,
      interno: true,
      anexos: [
        { id: 4221, disposition: 'attachment', contenttype: 'text/plain', filename: 'log-controladora.txt', filesize: 20_480, url: '/api/agente/chamados/42/anexos/4221' },
      ],
    },
    {
      id: 423,
      assunto: 'Re: [Ticket#2026112610000042]',
      corpo: '<p>Olá, Ana! Esqueça a rede no celular e conecte de novo com seu e-mail institucional.</p>',
      criado: '2026-11-24T14:10:00.000Z',
      tipo: 'saida',
      de: 'Atendente DTI',
      visualizado: true,
      interno: false,
      anexos: [],
    },
    {
      id: 424,
      assunto: 'Re: [Ticket#2026112610000042]',
      corpo: '<p>Fiz isso e continua caindo.</p>',
      criado: '2026-11-25T03:26:00.000Z',
      tipo: 'entrada',
      de: 'Ana Souza',
      visualizado: false,
      interno: false,
      anexos: [],
    },
  ],
};

export const cannedRepliesFixture: CannedReply[] = [
  { id: 1, titulo: 'Saudação', corpo: 'Olá, {nome}! Obrigado por entrar em contato com a DTI. Seu chamado {protocolo} ({servico}) está comigo.\n\n{atendente}', alterada: '2026-11-20T12:00:00.000Z', revisao: 1, alteradaPor: 'Paulo Henrique Dias' },
  {
    id: 2,
    titulo: 'Esquecer a rede eduroam',
    corpo: 'Esqueça a rede eduroam no aparelho e conecte de novo com seu e-mail institucional completo e a senha do e-mail.',
    alterada: '2026-11-21T15:30:00.000Z',
    revisao: 1,
    alteradaPor: 'Paulo Henrique Dias',
  },
];

export const DESK_PRIORITIES = ['1 Muito baixa', '2 Baixa', '3 Normal', '4 Alta', '5 Muito alta'];
export const DESK_QUEUES = ['N1::Service Desk', 'N2::Redes', 'N2::Sistemas'];
export const DESK_STATES = ['aberto', 'pendente-cliente', 'fechado'] as const;
