/**
 * The student's tickets pages' messages (lists, search, detail, reply; spec §2, §4, §5), in
 * Brazilian Portuguese, ICU MessageFormat like pt-BR.ts. Apart from the portal's catalog so that
 * a student's first load (the home page and the service panel) does not carry them: only the
 * ticket pages, the desk and the components they share load them. Read them through
 * `tTickets(key, values)`.
 */
export const ticketsMessages = {
  // ---------------------------------------------------------------- tickets (lists, search, detail, reply)
  // Spec §2 'Ticket lists', 'Ticket detail'; §4 ticket states; §5 'Reply' and 'Search'; §9.
  'tickets.open.title': 'Chamados abertos',
  'tickets.open.empty': 'Você não possui nenhum Chamado em Aberto',
  'tickets.closed.title': 'Chamados fechados',
  'tickets.closed.empty': 'Você não possui nenhum Chamado Fechado',
  'tickets.newTicket': 'Abrir um chamado',
  'tickets.column.ticket': 'Chamado',
  'tickets.column.title': 'Título',
  'tickets.column.created': 'Criado',
  'tickets.column.modified': 'Modificado',
  'tickets.unseen': 'Não visualizado',
  'tickets.state.novo': 'Novo',
  'tickets.state.aberto': 'Aberto',
  'tickets.state.pendente': 'Pendente',
  'tickets.state.pendenteCliente': 'Aguardando sua resposta',
  'tickets.state.fechado': 'Fechado',

  'tickets.pagination.label': 'Paginação',
  'tickets.pagination.previous': 'Anterior',
  'tickets.pagination.previousLabel': 'Página anterior',
  'tickets.pagination.next': 'Próxima',
  'tickets.pagination.nextLabel': 'Próxima página',
  'tickets.pagination.page': 'Página {n}',
  'tickets.pagination.pageSize': 'Itens por página',
  'tickets.pagination.range': '{from}–{to} de {total, plural, one {# chamado} other {# chamados}}',

  'tickets.list.loadFailed': 'Não foi possível carregar os chamados.',
  'tickets.search.failed': 'Não foi possível buscar os chamados.',
  'tickets.detail.loadFailed': 'Não foi possível carregar o chamado.',
  'tickets.search.label': 'Texto ou número de protocolo',
  'tickets.search.placeholder': 'Procurar Chamado',
  'tickets.search.help': 'Procure por palavras do título ou das mensagens, ou pelo número de protocolo.',
  'tickets.search.submit': 'Buscar',
  'tickets.search.idle': 'Digite o que procura para ver os seus chamados.',
  'tickets.search.searching': 'Buscando…',
  'tickets.search.empty': 'Nenhum chamado encontrado para “{filtro}”.',
  'tickets.search.emptyHint': 'Você também pode procurar pelo número de protocolo, por exemplo 2026061000031.',
  'tickets.search.count': '{n, plural, one {# chamado encontrado} other {# chamados encontrados}}',

  'tickets.detail.title': 'Detalhes do chamado',
  'tickets.detail.protocol': 'Protocolo {tn}',
  'tickets.detail.copyProtocol': 'Copiar número de protocolo',
  'tickets.detail.protocolCopied': 'Número de protocolo {tn} copiado.',
  'tickets.detail.copyFailed': 'Não foi possível copiar. Selecione o número e copie com Ctrl+C.',
  'tickets.detail.properties': 'Dados do chamado',
  'tickets.detail.service': 'Serviço',
  'tickets.detail.created': 'Criado',
  'tickets.detail.state': 'Estado',
  'tickets.detail.firstResponse': 'Prazo de Primeira Resposta',
  'tickets.detail.update': 'Prazo de Atualização',
  'tickets.detail.solution': 'Prazo de Solução',
  'tickets.detail.priority': 'Prioridade',
  'tickets.detail.agent': 'Atendente',
  'tickets.detail.owner': 'Responsável',
  'tickets.detail.notSet': 'Não definido',
  'tickets.detail.articles': 'Mensagens',
  'tickets.detail.noArticles': 'Este chamado ainda não tem mensagens.',
  'tickets.detail.reply': 'Responder',

  'tickets.article.in': 'Mensagem enviada por você',
  'tickets.article.out': 'Mensagem da equipe de atendimento',
  'tickets.article.unseen': 'Não visualizada',
  'tickets.article.noSubject': '(sem assunto)',
  'tickets.article.attachmentCount': '{n, plural, one {# anexo} other {# anexos}}',
  'tickets.article.from': 'De: {de}',
  'tickets.article.images': 'Imagens da mensagem',
  'tickets.article.attachments': 'Anexos',
  'tickets.article.download': 'Baixar',
  'tickets.article.downloading': 'Baixando…',
  'tickets.article.downloadFailed': 'Não foi possível baixar o anexo',
  'tickets.article.downloadFailedText': 'O arquivo “{name}” não pôde ser baixado. Tente novamente em instantes.',

  'tickets.reply.title': 'Responder chamado',
  'tickets.reply.subject': 'Assunto',
  'tickets.reply.subjectDefault': 'Re: [Ticket#{tn}]',
  'tickets.reply.body': 'Mensagem',
  'tickets.reply.required': 'Preencha o assunto e a mensagem para enviar.',
  'tickets.reply.attach': 'Anexar arquivos',
  'tickets.reply.dropHint': 'Arraste arquivos para cá ou cole uma captura de tela (Ctrl+V) na mensagem.',
  'tickets.reply.total': 'Total dos anexos: {size} (limite de {limit})',
  'tickets.reply.tooLarge': '(Tamanho excede o limite)',
  'tickets.reply.send': 'Enviar',
  'tickets.reply.sending': 'Enviando…',
} as const;

/** A key of the tickets catalog. */
export type TicketsMessageKey = keyof typeof ticketsMessages;
