import { fieldErrorMessages } from '@chamados/tree-engine';

/** A section of the catalog taken from elsewhere as it is, its keys under `prefix`. */
function section<P extends string, S extends Readonly<Record<string, string>>>(prefix: P, sources: S) {
  return Object.fromEntries(Object.entries(sources).map(([key, text]) => [`${prefix}${key}`, text])) as {
    readonly [K in keyof S & string as `${P}${K}`]: S[K];
  };
}

/**
 * Every user-visible string of the portal, once, in Brazilian Portuguese (the only fully
 * translated locale, spec §9). Values are ICU MessageFormat: `{n, plural, ...}` for counts,
 * `{name}` for arguments. Read them through `t(key, values)`.
 *
 * The spec's typos are corrected here on purpose (ARCHITECTURE.md §7); the not-found text keeps
 * the spec's spacing because the browser test and the users' bookmarks know it that way.
 *
 * Form validation's texts (spec §5) are tree-engine's: it owns the rules, and so the codes and
 * their ICU sources (`fieldErrorMessages`), which other portals reuse. They come in here under
 * 'walk.fieldError.<code>' and are compiled with the rest; to word one differently, write the
 * same key again after the section (the later key wins).
 */
export const messages = {
  'app.name': 'Chamados',
  'app.department': 'Diretoria de Tecnologia da Informação',
  'app.university': 'Universidade Federal de Viçosa',
  'app.loading': 'Carregando…',

  'layout.skipLink': 'Pular para o conteúdo principal',

  'nav.label': 'Navegação principal',
  'nav.menu': 'Menu',
  'nav.home': 'Home',
  'nav.newTicket': 'Novo Chamado',
  'nav.openTickets': 'Chamados Abertos',
  'nav.closedTickets': 'Chamados Fechados',
  'nav.searchTickets': 'Buscar Chamados',
  'nav.admin': 'Administração',
  'nav.desk': 'Atendimento',
  'nav.unseenBadge': '{n, plural, one {# novo} other {# novos}}',

  'auth.login': 'Entrar',
  'auth.logout': 'Sair',
  'auth.userLabel': 'Usuário conectado',

  'home.title': 'Sistema de Abertura e Acompanhamento de Chamados',
  'home.welcome': 'Seja Bem-vindo!',
  'home.introAnonymous':
    'Entre com sua conta institucional para abrir um chamado e acompanhar os seus atendimentos.',
  'home.introUser':
    'Olá, {name}. Responda a algumas perguntas guiadas e nós abrimos o chamado para você.',
  'home.startAttendance': 'Iniciar Atendimento',

  'version.label': 'Versão {version}',

  'footer.label': 'Endereços dos campi',
  'footer.vicosa.name': 'Campus Viçosa',
  'footer.vicosa.street': 'Avenida Peter Henry Rolfs, s/n – Campus Universitário',
  'footer.vicosa.city': 'Viçosa – MG, CEP 36570-900',
  'footer.florestal.name': 'Campus Florestal',
  'footer.florestal.street': 'Rodovia LMG 818, km 06',
  'footer.florestal.city': 'Florestal – MG, CEP 35690-000',
  'footer.rioParanaiba.name': 'Campus Rio Paranaíba',
  'footer.rioParanaiba.street': 'Rodovia MG-230, km 7',
  'footer.rioParanaiba.city': 'Rio Paranaíba – MG, CEP 38810-000',

  'errors.code': 'Erro {code}',
  'errors.home': 'Voltar para o início',
  'errors.badRequest.title': 'Erro ao processar requisição !',
  'errors.badRequest.text': 'Desculpe, não conseguimos processar sua requisição',
  'errors.forbidden.title': 'Você não tem permissão para acessar esta página!',
  'errors.serverError.title': 'Estamos com problemas em nossos servidores.',
  'errors.serverError.text': 'Por favor, tente mais tarde.',
  'errors.notFound.title': 'Página não encontrada !',
  'errors.notFound.text': 'A página que você procura não existe',

  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.close': 'Fechar',
  'common.ok': 'Ok',
  'common.back': 'Voltar',
  'common.yes': 'Sim',
  'common.no': 'Não',
  'common.retry': 'Tentar novamente',
  'common.clearSearch': 'Limpar busca',

  // Messages written outside the portal (ticket articles, FAQ answers): images from other sites
  // wait for the reader, as in mail programs (they are often tracking pixels).
  'html.externalImages.notice':
    '{n, plural, one {Uma imagem de outro site não foi carregada} other {# imagens de outros sites não foram carregadas}} para proteger sua privacidade.',
  'html.externalImages.show': 'Mostrar imagens externas',

  // ---------------------------------------------------------------- walk screens (attendance)
  // Screens of the tree walk (spec §2 'Tree-walk screens', 'Field types in forms'; §5 limits).
  'walk.busy': 'Processando…',
  'walk.loadingForm': 'Carregando formulário…',
  'walk.navigation': 'Navegação do atendimento',
  // Cancelar, Voltar on the first screen, 'Novo Chamado', 'Iniciar Atendimento' and the browser's
  // Back out of a walk that holds answers ask first (issue 17).
  'walk.discard.title': 'Descartar as respostas deste atendimento?',
  'walk.discard.text': 'As respostas que você já deu neste atendimento serão perdidas e você terá de começar de novo.',
  'walk.discard.confirm': 'Descartar respostas',
  'walk.discard.keep': 'Continuar o atendimento',

  'walk.options.label': 'Opções',

  'walk.tutorial.title': 'Tente resolver com este tutorial',
  'walk.tutorial.videoTitle': 'Vídeo do tutorial',
  'walk.tutorial.openLink': 'Abrir o tutorial',
  'walk.tutorial.newTab': '(abre em uma nova aba)',
  'walk.tutorial.watchOnYoutube': 'Assistir no YouTube',
  'walk.tutorial.invalidUrl': 'Este tutorial tem um endereço inválido e não pode ser exibido.',
  'walk.tutorial.faqLoading': 'Carregando artigo…',
  'walk.tutorial.faqError': 'Não foi possível carregar o artigo.',
  'walk.tutorial.question': 'Seu problema foi resolvido?',
  'walk.tutorial.no': 'Não, o problema continua',

  'walk.form.next': 'Avançar',
  'walk.form.decimalHint': 'Pode usar vírgula nos decimais, por exemplo 1.500,00.',
  'walk.form.invalid': '{n, plural, one {Há # campo a corrigir.} other {Há # campos a corrigir.}}',
  ...section('walk.fieldError.', fieldErrorMessages),
  // Worded here rather than as the spec has them (issue 30): a count in ICU plural, not
  // 'item(ns)'; a mask in words (`mascara` is `maskInWords`'s: '6 dígitos', 'um celular com DDD').
  'walk.fieldError.maskFormat': 'O campo deverá ter {mascara}',
  'walk.fieldError.tableMin': 'É necessário um mínimo de {minimo, plural, =0 {# itens} one {# item} other {# itens}}',
  'walk.fieldError.tableMax': 'Só é permitido um máximo de {maximo, plural, =0 {# itens} one {# item} other {# itens}}',
  'walk.select.placeholder': 'Selecione…',
  'walk.select.loading': 'Carregando opções…',
  'walk.select.error': 'Não foi possível carregar as opções.',
  'walk.limits.both': '{min} e {max}',

  'walk.attachments.choose': 'Escolher arquivos',
  'walk.attachments.dropHint': 'Arraste arquivos para esta caixa ou, com o foco nela, cole uma captura de tela (Ctrl+V).',
  'walk.attachments.dropNow': 'Solte os arquivos para anexá-los',
  'walk.attachments.model': 'Baixar o arquivo modelo',
  'walk.attachments.count': '{n, plural, =0 {# arquivos escolhidos} one {# arquivo escolhido} other {# arquivos escolhidos}}',
  'walk.attachments.min': 'mínimo de {n, plural, one {# arquivo} other {# arquivos}}',
  'walk.attachments.max': 'máximo de {n, plural, =0 {# arquivos} one {# arquivo} other {# arquivos}}',
  'walk.attachments.extensions': 'Extensões aceitas: {list}.',
  'walk.attachments.fileSize': 'Até {size} por arquivo.',
  'walk.attachments.totalSize': 'Até {size} no total.',
  'walk.attachments.files': 'Arquivos escolhidos',
  'walk.attachments.reading': 'Lendo {name}',
  'walk.attachments.remove': 'Remover {name}',
  'walk.attachments.duplicate': 'Arquivo já foi carregado',
  'walk.attachments.tooLarge': 'Limite de tamanho excedido',
  'walk.attachments.readFailed': 'Falha ao converter arquivo',
  'walk.attachments.extension': 'Tipo de arquivo não permitido',
  'walk.attachments.refused': '{name}: {reason}',
  'walk.attachments.screenshotPrefix': 'captura-de-tela',

  'walk.table.add': 'Adicionar item',
  'walk.table.newItem': 'Novo item',
  'walk.table.editItem': 'Editar item',
  'walk.table.itemPrefix': 'Item',
  'walk.table.edit': 'Editar item {n}',
  'walk.table.delete': 'Excluir item {n}',
  'walk.table.save': 'Salvar',
  'walk.table.deleteTitle': 'Excluir item',
  'walk.table.deleteQuestion': 'Deseja realmente excluir este item?',
  'walk.table.deleteConfirm': 'Excluir',
  'walk.table.empty': 'Nenhum item adicionado.',
  'walk.table.actions': 'Ações',
  'walk.table.min': 'mínimo de {n, plural, one {# item} other {# itens}}',
  'walk.table.max': 'máximo de {n, plural, =0 {# itens} one {# item} other {# itens}}',
  'walk.table.rowError': 'Item {n}, {column}: {message}',

  'walk.final.title': 'Abrir chamado',
  'walk.final.intro': 'Para resolver o seu problema, é necessário criar um chamado com os seguintes dados:',
  'walk.final.properties': 'Propriedades',
  'walk.final.property': 'Propriedade',
  'walk.final.value': 'Valor',
  'walk.final.question': 'Pergunta',
  'walk.final.answer': 'Resposta',
  'walk.final.team': 'Dados para a equipe de atendimento',
  'walk.final.noProperties': 'Nenhum dado informado.',
  'walk.final.emptyTable': 'Tabela vazia',
  'walk.final.attachments': 'Anexos',
  'walk.final.attachmentName': 'Nome',
  'walk.final.attachmentType': 'Tipo',
  'walk.final.noAttachments': 'Nenhum anexo.',
  'walk.final.create': 'Criar Chamado',
  'walk.final.closedTitle': 'Problema resolvido',
  'walk.final.closedText': 'Estamos registrando o seu atendimento.',

  'walk.create.loading': 'Criando chamado...',
  'walk.create.successTitle': 'Chamado criado com sucesso',
  'walk.create.successText': 'Chamado criado com o número de protocolo {number}.',
  'walk.create.deadline': 'O prazo estimado de atendimento é até {date}.',
  'walk.create.failureTitle': 'Falha ao criar chamado',
  'walk.create.failureText': 'Ocorreu um problema em nossos servidores. Por favor, tente mais tarde.',
  'walk.closed.loading': 'Encerrando atendimento...',
  'walk.closed.title': 'Atendimento encerrado',
  'walk.closed.text':
    'Ficamos felizes que conseguiu resolver seu problema! Registramos o atendimento com o número de protocolo {number}. Em breve, você receberá um e-mail com um link para uma avaliação do atendimento. Sua colaboração é muito importante!',
  'walk.closed.more': 'Se precisar de algo mais, continuamos à disposição!',


  // ---------------------------------------------------------------- service panel
  // /atendimento before an attendance starts (spec §2 'Service panel', §5 'Search').
  'panel.intro': 'Escolha o serviço de que você precisa: responda a algumas perguntas e nós abrimos o chamado para você.',
  'panel.search.label': 'Procurar Serviço',
  'panel.search.placeholder': 'Ex.: eduroam, impressora',
  'panel.services': 'Serviços',
  'panel.count': '{n, plural, =0 {Nenhum serviço encontrado} one {# serviço} other {# serviços}}',
  'panel.noResults': 'Nenhum serviço encontrado para “{filtro}”.',
  'panel.noResultsHint': 'Confira a grafia, tente outras palavras ou limpe a busca para ver todos os serviços.',
  'panel.noResultsArticlesHint': 'Veja abaixo os artigos que tratam do que você procurou, ou tente outras palavras.',
  'panel.general.question': 'Não encontrou o que procura?',
  'panel.general.start': 'Abrir um chamado geral',
  'panel.matched': 'Encontrado por: {palavras}',
  'panel.empty': 'Nenhum serviço disponível no momento.',
  'panel.error': 'Não foi possível carregar os serviços.',
  'panel.starting': 'Iniciando atendimento…',
  // 'Artigos que podem ajudar' (issue 30): FAQ articles of the services' tutorials the search found.
  'panel.articles.title': 'Artigos que podem ajudar',
  'panel.articles.service': 'Tutorial do serviço {servico}',

  // ---------------------------------------------------------------- upload of large files
  // 'Criar Chamado' and 'Enviar' send files as multipart; a large upload shows how far it got.
  'upload.progress': 'Envio dos anexos',
  'upload.percent': '{percent}% enviado',
  'tickets.reply.sent': 'Resposta enviada com sucesso!',
  'tickets.reply.failed': 'Falha ao enviar resposta!',

  // ---------------------------------------------------------------- PWA (install prompt, update)
  // Spec §2 'The install prompt appears 5 s after load with 'Instalar' and a close button'.
  'pwa.install.title': 'Instale o Chamados',
  'pwa.install.text': 'Acompanhe seus chamados direto da tela inicial do seu dispositivo, como um aplicativo.',
  'pwa.install.button': 'Instalar',
  'pwa.install.dismiss': 'Fechar aviso de instalação',

  'documentTitle.home': 'Chamados – Diretoria de Tecnologia da Informação',
  'documentTitle.page': '{page} – Chamados',

  // ---------------------------------------------------------------- e-mail to students (issue 29)
  'mail.preference.label': 'Receber avisos por e-mail',
  'mail.preference.help': 'Enviamos um e-mail quando um atendente responde ou encerra um chamado seu (notas internas da equipe não geram aviso).',
  'mail.preference.saving': 'Salvando a sua escolha…',
  'mail.preference.savedOn': 'Pronto: você vai receber avisos por e-mail.',
  'mail.preference.savedOff': 'Pronto: você não vai mais receber avisos por e-mail.',
  'mail.preference.failed': 'Não foi possível salvar a sua escolha, porque o servidor não respondeu. Verifique a sua conexão e tente de novo.',
} as const;

/** A key of the catalog. */
export type MessageKey = keyof typeof messages;

