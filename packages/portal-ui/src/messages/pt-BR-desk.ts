/**
 * The Central de Atendimento's messages (the agents' desk, issue 21), in Brazilian Portuguese,
 * ICU MessageFormat like pt-BR.ts. Apart from the student's catalog so that only the desk's pages
 * load them. Read them through `tDesk(key, values)`.
 */
export const deskMessages = {
  // ---------------------------------------------------------------- the desk and its queue (/atendente)
  'desk.title': 'Central de Atendimento',
  'desk.loadFailed': 'Não foi possível carregar a Central de Atendimento. Verifique a conexão e tente novamente.',
  'desk.znuny.text': 'Nesta instalação os chamados são atendidos no Znuny, não no portal. Use o Znuny para ver a fila e responder aos estudantes.',
  'desk.znuny.link': 'Abrir o Znuny',
  'desk.znuny.noLink': 'Peça à equipe de TI o endereço do Znuny.',
  'desk.filters': 'Filtros da fila',
  'desk.filter.state': 'Estado',
  'desk.filter.state.novos': 'Novos',
  'desk.filter.state.abertos': 'Abertos',
  'desk.filter.state.pendentes': 'Pendentes',
  'desk.filter.state.fechados': 'Fechados',
  'desk.filter.state.todos': 'Todos',
  'desk.filter.queue': 'Fila',
  'desk.filter.queue.all': 'Todas as filas',
  'desk.filter.mine': 'Meus',
  'desk.filter.unassigned': 'Sem atendente',
  'desk.filter.search': 'Buscar na fila',
  'desk.filter.search.placeholder': 'Palavras ou número do chamado',
  'desk.filter.search.submit': 'Buscar',
  'desk.filter.clear': 'Limpar filtros',
  'desk.queue.count': '{n, plural, =0 {Nenhum chamado} one {# chamado} other {# chamados}}',
  'desk.queue.countMore': 'Mais de {n} chamados',
  'desk.queue.empty': 'Nenhum chamado com estes filtros.',
  'desk.queue.emptyHint': 'Escolha outro estado, outra fila ou limpe a busca para ver outros chamados.',
  'desk.queue.emptyNew': 'Nenhum chamado novo: tudo o que chegou já foi assumido ou respondido.',
  'desk.queue.loadFailed': 'Não foi possível carregar a fila de chamados. Verifique a conexão e tente novamente.',
  'desk.queue.column.ticket': 'Chamado',
  'desk.queue.column.title': 'Título',
  'desk.queue.column.requester': 'Solicitante',
  'desk.queue.column.queue': 'Fila',
  'desk.queue.column.state': 'Estado',
  'desk.queue.column.priority': 'Prioridade',
  'desk.queue.column.deadline': 'Prazo',
  'desk.queue.column.agent': 'Atendente',
  'desk.queue.unseen': 'Não visualizado por você',
  'desk.queue.overdue': 'Atrasado',
  'desk.queue.noDeadline': 'Sem prazo',
  'desk.queue.noAgent': 'Sem atendente',
  'desk.queue.you': '{nome} (você)',
  'desk.state.pendenteCliente': 'Aguardando o solicitante',

  // ---------------------------------------------------------------- one ticket (/atendente/chamado/:id)
  'desk.ticket.conversation': 'Conversa',
} as const;

/** A key of the desk's catalog. */
export type DeskMessageKey = keyof typeof deskMessages;
