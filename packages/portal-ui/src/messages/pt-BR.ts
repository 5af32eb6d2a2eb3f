/**
 * Every user-visible string of the portal, once, in Brazilian Portuguese (the only fully
 * translated locale, spec §9). Values are ICU MessageFormat: `{n, plural, ...}` for counts,
 * `{name}` for arguments. Read them through `t(key, values)`.
 *
 * The spec's typos are corrected here on purpose (ARCHITECTURE.md §7); the not-found text keeps
 * the spec's spacing because the browser test and the users' bookmarks know it that way.
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

  // ---------------------------------------------------------------- walk screens (attendance)

  // ---------------------------------------------------------------- service panel

  // ---------------------------------------------------------------- tickets (lists, search, detail, reply)

  // ---------------------------------------------------------------- PWA (install prompt, update)

  // ---------------------------------------------------------------- admin

  'documentTitle.home': 'Chamados – Diretoria de Tecnologia da Informação',
  'documentTitle.page': '{page} – Chamados',
} as const;

/** A key of the catalog. */
export type MessageKey = keyof typeof messages;
