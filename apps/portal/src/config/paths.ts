/**
 * Every route of the portal (spec §2), in one place: links, the router and redirects read them
 * from here. `build` functions fill in parameters.
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  attendance: '/atendimento',
  openTickets: '/chamados/abertos',
  closedTickets: '/chamados/fechados',
  searchTickets: '/chamados/buscar',
  ticketDetail: {
    pattern: '/chamados/detalhe/:id',
    build: (id: number | string) => `/chamados/detalhe/${id}`,
  },
  admin: '/admin',
  adminTreeDoc: '/admin/arvore/doc',
  adminTreeNew: '/admin/arvore/new',
  adminTreeEdit: {
    pattern: '/admin/arvore/:id',
    build: (id: number | string) => `/admin/arvore/${id}`,
  },
  adminTreeStats: {
    pattern: '/admin/arvore/:id/estatisticas',
    build: (id: number | string) => `/admin/arvore/${id}/estatisticas`,
  },
  adminCannedReplies: '/admin/respostas-prontas',
  adminMail: '/admin/emails',
  desk: '/atendente',
  deskTicket: {
    pattern: '/atendente/chamado/:id',
    build: (id: number | string) => `/atendente/chamado/${id}`,
  },
  badRequest: '/400',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  sso: { login: '/sso/login', logout: '/sso/logout' },
} as const;
