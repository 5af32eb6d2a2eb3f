import { LIVE_PRESENCE_PATH } from './live-paths';

/**
 * The method and path of every route of the contract, and nothing else: what a browser needs to
 * call a route. `routes` spreads these into its entries, so each path is written once, and the
 * portal's bundle takes them without TypeBox (the schemas stay on the server and in tests).
 * @example routePath(routePaths.ticketDetail, { id: 42 }) // '/ticket/42'
 */
export const routePaths = {
  health: { method: 'GET', path: '/healthz' },
  treeList: { method: 'GET', path: '/arvores' },
  tree: { method: 'GET', path: '/arvores/:nome' },
  ticketList: { method: 'GET', path: '/ticket' },
  ticketSearch: { method: 'GET', path: '/ticket/fulltext' },
  ticketDetail: { method: 'GET', path: '/ticket/:id' },
  ticketCreate: { method: 'POST', path: '/ticket' },
  ticketReply: { method: 'POST', path: '/ticket/:id' },
  ticketAttachment: { method: 'GET', path: '/ticket/:id/anexos/:anexoId' },
  unseenCount: { method: 'GET', path: '/visualization/ticket' },
  articleSeen: { method: 'POST', path: '/visualization/article' },
  endService: { method: 'POST', path: '/atendimento/encerrar' },
  insightStart: { method: 'POST', path: '/atendimento/inicio' },
  insightEvents: { method: 'POST', path: '/atendimento/eventos' },
  dataHubList: { method: 'GET', path: '/datahub/lists/:key' },
  dataHubMap: { method: 'GET', path: '/datahub/maps/:mapa' },
  faq: { method: 'GET', path: '/faq/:id' },
  clientIp: { method: 'GET', path: '/ip' },
  adminTreeList: { method: 'GET', path: '/admin/arvore' },
  adminTree: { method: 'GET', path: '/admin/arvore/:id' },
  adminTreeRevision: { method: 'GET', path: '/admin/arvore/:id/revisao' },
  adminTreeByName: { method: 'GET', path: '/admin/arvore/nome/:nome' },
  adminTreeVersions: { method: 'GET', path: '/admin/arvore/:id/versoes' },
  adminTreeCreate: { method: 'POST', path: '/admin/arvore' },
  adminTreeUpdate: { method: 'PUT', path: '/admin/arvore/:id' },
  adminTreeVerify: { method: 'POST', path: '/admin/arvore/verificar' },
  adminTreeLaunch: { method: 'PUT', path: '/admin/arvore/:id/lancar' },
  adminTreeGradual: { method: 'GET', path: '/admin/arvore/:id/gradual' },
  adminTreePromote: { method: 'PUT', path: '/admin/arvore/:id/gradual/promover' },
  adminTreeRollback: { method: 'PUT', path: '/admin/arvore/:id/gradual/voltar' },
  adminTreeDisable: { method: 'PATCH', path: '/admin/arvore/:id/desabilitar' },
  adminTreeDelete: { method: 'DELETE', path: '/admin/arvore/:id' },
  adminTreeOrderUp: { method: 'PATCH', path: '/admin/arvore/:id/orderup' },
  adminTreeOrderDown: { method: 'PATCH', path: '/admin/arvore/:id/orderdown' },
  adminDataHubKeys: { method: 'GET', path: '/admin/datahub' },
  adminCannedReplyList: { method: 'GET', path: '/admin/respostas-prontas' },
  adminCannedReplyCreate: { method: 'POST', path: '/admin/respostas-prontas' },
  adminCannedReplyUpdate: { method: 'PUT', path: '/admin/respostas-prontas/:id' },
  adminCannedReplyDelete: { method: 'DELETE', path: '/admin/respostas-prontas/:id' },
  agentDesk: { method: 'GET', path: '/agente' },
  agentQueue: { method: 'GET', path: '/agente/chamados' },
  agentTicket: { method: 'GET', path: '/agente/chamados/:id' },
  agentTicketUpdate: { method: 'PATCH', path: '/agente/chamados/:id' },
  agentArticleCreate: { method: 'POST', path: '/agente/chamados/:id/artigos' },
  agentTicketSeen: { method: 'POST', path: '/agente/chamados/:id/visto' },
  agentAttachment: { method: 'GET', path: '/agente/chamados/:id/anexos/:anexoId' },
  agentCannedReplies: { method: 'GET', path: '/agente/respostas-prontas' },
  adminTreeStats: { method: 'GET', path: '/admin/arvore/:id/estatisticas' },
  mailPreference: { method: 'GET', path: '/preferencias' },
  mailPreferenceUpdate: { method: 'PUT', path: '/preferencias' },
  adminMailStatus: { method: 'GET', path: '/admin/emails' },
  livePresence: { method: 'POST', path: LIVE_PRESENCE_PATH },
} as const;

/** The name of a route of the contract. */
export type RoutePathName = keyof typeof routePaths;
