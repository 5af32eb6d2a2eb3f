import { Type, type Static, type TSchema } from 'typebox';
import { IdParams, Ok, UserQuery } from './schemas/common';
import { Revision, StaleWrite } from './schemas/revisions';
import {
  ClientIp,
  DataHubKeys,
  DataHubList,
  DataHubListParams,
  DataHubMapEntry,
  DataHubMapParams,
  DataHubMapQuery,
  EndServiceBody,
  EndServiceResult,
  FaqItemList,
  Health,
} from './schemas/misc';
import {
  AttachmentBytes,
  AttachmentParams,
  CreatedTicket,
  CreateTicketBody,
  CreateTicketForm,
  ReplyBody,
  ReplyForm,
  TicketDetail,
  TicketListQuery,
  TicketPage,
  TicketSearchQuery,
} from './schemas/tickets';
import {
  AdminTree,
  AdminTreeInput,
  AdminTreeList,
  GradualLaunch,
  LaunchBody,
  PublicTree,
  TreeListQuery,
  TreeNameParams,
  TreeSummaryList,
  TreeVersionList,
  Verification,
  VerifyBody,
} from './schemas/trees';
import { InsightBatch, InsightStartBody, InsightStarted, InsightStats, InsightStatsQuery } from './schemas/insights';
import { routePaths } from './route-paths';
import {
  AgentArticleBody,
  AgentArticleForm,
  AgentDesk,
  AgentQueuePage,
  AgentQueueQuery,
  AgentTicketDetail,
  AgentTicketUpdate,
  CannedReply,
  CannedReplyInput,
  CannedReplyList,
} from './schemas/agent';
import { ArticleSeenBody, UnseenCount, UnseenQuery } from './schemas/visualization';
import { MailPreference, MailPreferenceBody, MailStatus } from './schemas/mail';
import { LivePresenceBody, LivePresenceList } from './schemas/live-events';

/**
 * Who may call a route: anyone, any signed-in user, an admin (group '1702'), or an agent of the
 * Central de Atendimento (a group of the server's AGENT_GROUPS, default '1703').
 */
export type RouteAccess = 'public' | 'user' | 'admin' | 'agent';

/** One route of the HTTP contract: everything a server and a client must agree on. */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under `/api` unless it starts with '/healthz'; `:name` marks a path parameter. */
  path: string;
  access: RouteAccess;
  tag: string;
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Media types of the body when not JSON. */
  consumes?: readonly string[];
  /**
   * The same request as `multipart/form-data`, beside the JSON `body`: a part `dados` with the
   * body as JSON (its files left out) and one file part `anexos` per file. The server reads
   * `dados` as the body (validated by `body`) and streams the files; OpenAPI documents both.
   */
  form?: TSchema;
  /**
   * A body key the schema does not have is refused (400 naming it) instead of removed: where the
   * body is what the user did, a forged key must be seen, not quietly dropped.
   */
  refuseUnknownKeys?: true;
  /** The success status and its body. */
  status: 200 | 201 | 204;
  response: TSchema;
  /** Error statuses the route may answer, each with `ErrorBody` (a 412 with `StaleWrite`). */
  errors: readonly number[];
  /**
   * The write must name the revision it was based on in `If-Match` (the record's ETag,
   * `revisionEtag`): 412 with `StaleWrite` when another write came first, 428 without it.
   */
  ifMatch?: true;
}

/** The bodies of error statuses that say more than `ErrorBody`; every other error is an `ErrorBody`. */
export const ERROR_BODIES: Readonly<Record<number, TSchema>> = { 412: StaleWrite };

// Errors any signed-in route may answer: bad input, no or bad token, not allowed, rate limited.
const AUTH = [400, 401, 403, 429] as const;
// Errors of routes that reach the ticket store: with a Znuny behind it (TICKET_STORE=znuny),
// Znuny unreachable, failing or refusing (502) or too slow (504).
const STORE = [502, 504] as const;

// Errors of the desk's ticket routes: with TICKET_STORE=znuny tickets are answered in Znuny, and
// every /agente route but the desk itself answers 409 saying so (with ZNUNY_AGENT_URL when set).
const DESK = [...AUTH, 409] as const;

// Errors of a write that carries If-Match: someone else's write came first (412), none sent (428).
const IF_MATCH = [412, 428] as const;

const route = <const R extends RouteContract>(r: R): R => r;

/**
 * Every route of spec §7 and ARCHITECTURE.md §5, once. The server registers its handlers with
 * these schemas (validation, serialisation, OpenAPI); portal-api types its endpoints with them.
 * @example routes.ticketDetail.path // '/ticket/:id'
 */
export const routes = {
  health: route({ ...routePaths.health, access: 'public', tag: 'saúde', summary: 'Servidor no ar', status: 200, response: Health, errors: [] }),

  // ---------------------------------------------------------------- trees users walk
  treeList: route({
    ...routePaths.treeList, access: 'public', tag: 'árvores', summary: 'Árvores lançadas, na ordem do painel de serviços',
    querystring: TreeListQuery, status: 200, response: TreeSummaryList, errors: [400, 429],
  }),
  tree: route({
    ...routePaths.tree, access: 'user', tag: 'árvores', summary: 'Uma árvore lançada, completa',
    params: TreeNameParams, status: 200, response: PublicTree, errors: [...AUTH, 404],
  }),

  // ---------------------------------------------------------------- tickets
  ticketList: route({
    ...routePaths.ticketList, access: 'user', tag: 'chamados', summary: 'Lista os chamados do usuário',
    querystring: TicketListQuery, status: 200, response: TicketPage, errors: [...AUTH, ...STORE],
  }),
  ticketSearch: route({
    ...routePaths.ticketSearch, access: 'user', tag: 'chamados', summary: 'Busca nos chamados do usuário, por palavra ou número de protocolo',
    querystring: TicketSearchQuery, status: 200, response: TicketPage, errors: [...AUTH, ...STORE],
  }),
  ticketDetail: route({
    ...routePaths.ticketDetail, access: 'user', tag: 'chamados', summary: 'Detalhe do chamado',
    params: IdParams, status: 200, response: TicketDetail, errors: [...AUTH, 404, ...STORE],
  }),
  ticketCreate: route({
    ...routePaths.ticketCreate, access: 'user', tag: 'chamados', summary: 'Cria um chamado a partir do caminho do atendimento, que o servidor refaz na versão da árvore em que começou',
    body: CreateTicketBody, form: CreateTicketForm, refuseUnknownKeys: true, status: 201, response: CreatedTicket, errors: [...AUTH, 413, ...STORE],
  }),
  ticketReply: route({
    ...routePaths.ticketReply, access: 'user', tag: 'chamados', summary: 'Responde ao chamado',
    params: IdParams, body: ReplyBody, form: ReplyForm, status: 200, response: TicketDetail, errors: [...AUTH, 404, 409, 413, ...STORE],
  }),
  ticketAttachment: route({
    ...routePaths.ticketAttachment, access: 'user', tag: 'chamados', summary: 'Baixa um anexo',
    params: AttachmentParams, status: 200, response: AttachmentBytes, errors: [...AUTH, 404, ...STORE],
  }),

  // ---------------------------------------------------------------- unseen flags
  unseenCount: route({
    ...routePaths.unseenCount, access: 'user', tag: 'chamados', summary: 'Quantidade de chamados com novidades',
    querystring: UnseenQuery, status: 200, response: UnseenCount, errors: [...AUTH, ...STORE],
  }),
  articleSeen: route({
    ...routePaths.articleSeen, access: 'user', tag: 'chamados', summary: 'Marca um artigo como visto',
    querystring: UserQuery, body: ArticleSeenBody, status: 200, response: Ok, errors: [...AUTH, 404, ...STORE],
  }),

  // ---------------------------------------------------------------- attendance, data hub, FAQ, IP
  endService: route({
    ...routePaths.endService, access: 'user', tag: 'atendimento', summary: 'Registra o fim do atendimento',
    body: EndServiceBody, status: 201, response: EndServiceResult, errors: [...AUTH, 404, ...STORE],
  }),
  // Tree insights: a walk's anonymous events. The events are public: a beacon sends no token, the
  // signed attendance id from insightStart is the proof; 400 for a forged or expired one.
  insightStart: route({
    ...routePaths.insightStart, access: 'user', tag: 'atendimento', summary: 'Inicia a contagem anônima de um atendimento (estatísticas da árvore)',
    body: InsightStartBody, status: 201, response: InsightStarted, errors: [...AUTH, 404],
  }),
  insightEvents: route({
    ...routePaths.insightEvents, access: 'public', tag: 'atendimento', summary: 'Eventos anônimos de um atendimento (telas, respostas de tutorial, fim)',
    body: InsightBatch, consumes: ['application/json', 'text/plain'], status: 204, response: Type.Null(), errors: [400, 413, 415, 429],
  }),
  dataHubList: route({
    ...routePaths.dataHubList, access: 'user', tag: 'datahub', summary: 'Itens de uma lista do data hub',
    params: DataHubListParams, status: 200, response: DataHubList, errors: [...AUTH, 404],
  }),
  dataHubMap: route({
    ...routePaths.dataHubMap, access: 'user', tag: 'datahub', summary: 'Consulta uma chave num mapa do data hub',
    params: DataHubMapParams, querystring: DataHubMapQuery, status: 200, response: DataHubMapEntry, errors: [...AUTH, 404],
  }),
  faq: route({
    ...routePaths.faq, access: 'user', tag: 'faq', summary: 'Item de FAQ usado por tutoriais com fonte "otrs"',
    params: IdParams, status: 200, response: FaqItemList, errors: [...AUTH, 404],
  }),
  clientIp: route({
    ...routePaths.clientIp, access: 'user', tag: 'ip', summary: 'IP do cliente, como o servidor o vê',
    status: 200, response: ClientIp, errors: AUTH,
  }),

  // ---------------------------------------------------------------- tree administration
  adminTreeList: route({
    ...routePaths.adminTreeList, access: 'admin', tag: 'administração', summary: 'Todas as árvores',
    status: 200, response: AdminTreeList, errors: AUTH,
  }),
  adminTree: route({
    ...routePaths.adminTree, access: 'admin', tag: 'administração', summary: 'Uma árvore',
    params: IdParams, status: 200, response: AdminTree, errors: [...AUTH, 404],
  }),
  // Polled by the editor while a tree is open: who saved it last, without the text.
  adminTreeRevision: route({
    ...routePaths.adminTreeRevision, access: 'admin', tag: 'administração', summary: 'Revisão atual de uma árvore (quem salvou por último e quando)',
    params: IdParams, status: 200, response: Revision, errors: [...AUTH, 404],
  }),
  adminTreeByName: route({
    ...routePaths.adminTreeByName, access: 'admin', tag: 'administração', summary: 'Uma árvore pelo nome (sem diferenciar maiúsculas)',
    params: TreeNameParams, status: 200, response: AdminTree, errors: [...AUTH, 404],
  }),
  adminTreeVersions: route({
    ...routePaths.adminTreeVersions, access: 'admin', tag: 'administração', summary: 'Versões lançadas',
    params: IdParams, status: 200, response: TreeVersionList, errors: [...AUTH, 404],
  }),
  // 413: the text passes the server's tree size limit (TREE_FILE_LIMIT_KB); `mensagem` says it.
  adminTreeCreate: route({
    ...routePaths.adminTreeCreate, access: 'admin', tag: 'administração', summary: 'Cria uma árvore (não lançada)',
    body: AdminTreeInput, status: 201, response: AdminTree, errors: [...AUTH, 409, 413],
  }),
  adminTreeUpdate: route({
    ...routePaths.adminTreeUpdate, access: 'admin', tag: 'administração', summary: 'Salva o rascunho',
    params: IdParams, body: AdminTreeInput, status: 200, response: AdminTree, errors: [...AUTH, 404, 409, 413, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeVerify: route({
    ...routePaths.adminTreeVerify, access: 'admin', tag: 'administração', summary: 'Verifica o YAML de uma árvore (multipart, campo "arquivo")',
    body: VerifyBody, consumes: ['multipart/form-data'], status: 200, response: Verification, errors: [...AUTH, 413, 415],
  }),
  // 422: the draft has verification errors, listed in `erros`; 413: it passes the size limit.
  adminTreeLaunch: route({
    ...routePaths.adminTreeLaunch, access: 'admin', tag: 'administração', summary: 'Lança o rascunho em produção',
    params: IdParams, body: LaunchBody, status: 200, response: AdminTree, errors: [...AUTH, 404, 409, 413, 422, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeGradual: route({
    ...routePaths.adminTreeGradual, access: 'admin', tag: 'administração', summary: 'O lançamento gradual em andamento e a comparação das duas versões (null se não há)',
    params: IdParams, status: 200, response: GradualLaunch, errors: [...AUTH, 404],
  }),
  // 409: no gradual launch under way.
  adminTreePromote: route({
    ...routePaths.adminTreePromote, access: 'admin', tag: 'administração', summary: 'Lança para todos a versão do lançamento gradual',
    params: IdParams, status: 200, response: AdminTree, errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeRollback: route({
    ...routePaths.adminTreeRollback, access: 'admin', tag: 'administração', summary: 'Encerra o lançamento gradual: todos voltam à versão lançada antes',
    params: IdParams, status: 200, response: AdminTree, errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeDisable: route({
    ...routePaths.adminTreeDisable, access: 'admin', tag: 'administração', summary: 'Tira a árvore de produção',
    params: IdParams, status: 200, response: AdminTree, errors: [...AUTH, 404, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeDelete: route({
    ...routePaths.adminTreeDelete, access: 'admin', tag: 'administração', summary: 'Apaga uma árvore não lançada',
    params: IdParams, status: 204, response: Type.Null(), errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeOrderUp: route({
    ...routePaths.adminTreeOrderUp, access: 'admin', tag: 'administração', summary: 'Sobe uma posição',
    params: IdParams, status: 200, response: AdminTreeList, errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminTreeOrderDown: route({
    ...routePaths.adminTreeOrderDown, access: 'admin', tag: 'administração', summary: 'Desce uma posição',
    params: IdParams, status: 200, response: AdminTreeList, errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminDataHubKeys: route({
    ...routePaths.adminDataHubKeys, access: 'admin', tag: 'administração', summary: 'Nomes das listas e dos mapas do data hub, para verificar e completar árvores',
    status: 200, response: DataHubKeys, errors: AUTH,
  }),

  // ---------------------------------------------------------------- canned replies (admin)
  adminCannedReplyList: route({
    ...routePaths.adminCannedReplyList, access: 'admin', tag: 'administração', summary: 'Respostas prontas',
    status: 200, response: CannedReplyList, errors: AUTH,
  }),
  adminCannedReplyCreate: route({
    ...routePaths.adminCannedReplyCreate, access: 'admin', tag: 'administração', summary: 'Cria uma resposta pronta',
    body: CannedReplyInput, status: 201, response: CannedReply, errors: [...AUTH, 409],
  }),
  adminCannedReplyUpdate: route({
    ...routePaths.adminCannedReplyUpdate, access: 'admin', tag: 'administração', summary: 'Altera uma resposta pronta',
    params: IdParams, body: CannedReplyInput, status: 200, response: CannedReply, errors: [...AUTH, 404, 409, ...IF_MATCH], ifMatch: true,
  }),
  adminCannedReplyDelete: route({
    ...routePaths.adminCannedReplyDelete, access: 'admin', tag: 'administração', summary: 'Apaga uma resposta pronta',
    params: IdParams, status: 204, response: Type.Null(), errors: [...AUTH, 404, ...IF_MATCH], ifMatch: true,
  }),

  // ---------------------------------------------------------------- the Central de Atendimento (agents)
  agentDesk: route({
    ...routePaths.agentDesk, access: 'agent', tag: 'atendente', summary: 'A central de atendimento: quem atende, filas, prioridades, e se o atendimento é no Znuny',
    status: 200, response: AgentDesk, errors: AUTH,
  }),
  agentQueue: route({
    ...routePaths.agentQueue, access: 'agent', tag: 'atendente', summary: 'Fila de chamados, com filtros; o prazo mais próximo primeiro',
    querystring: AgentQueueQuery, status: 200, response: AgentQueuePage, errors: DESK,
  }),
  agentTicket: route({
    ...routePaths.agentTicket, access: 'agent', tag: 'atendente', summary: 'Chamado completo: artigos (notas internas incluídas), propriedades e prazos',
    params: IdParams, status: 200, response: AgentTicketDetail, errors: [...DESK, 404],
  }),
  agentTicketUpdate: route({
    ...routePaths.agentTicketUpdate, access: 'agent', tag: 'atendente', summary: 'Assume o chamado, muda estado, prioridade ou fila',
    params: IdParams, body: AgentTicketUpdate, status: 200, response: AgentTicketDetail, errors: [...DESK, 404],
  }),
  agentArticleCreate: route({
    ...routePaths.agentArticleCreate, access: 'agent', tag: 'atendente', summary: 'Responde ao estudante ou escreve uma nota interna',
    params: IdParams, body: AgentArticleBody, form: AgentArticleForm, status: 201, response: AgentTicketDetail, errors: [...DESK, 404, 413],
  }),
  agentTicketSeen: route({
    ...routePaths.agentTicketSeen, access: 'agent', tag: 'atendente', summary: 'Marca todos os artigos do chamado como vistos por mim',
    params: IdParams, status: 200, response: Ok, errors: [...DESK, 404],
  }),
  agentAttachment: route({
    ...routePaths.agentAttachment, access: 'agent', tag: 'atendente', summary: 'Baixa um anexo (de notas internas também)',
    params: AttachmentParams, status: 200, response: AttachmentBytes, errors: [...DESK, 404],
  }),
  agentCannedReplies: route({
    ...routePaths.agentCannedReplies, access: 'agent', tag: 'atendente', summary: 'Respostas prontas para inserir numa resposta',
    status: 200, response: CannedReplyList, errors: DESK,
  }),
  adminTreeStats: route({
    ...routePaths.adminTreeStats, access: 'admin', tag: 'administração', summary: 'Estatísticas dos atendimentos de uma árvore num período',
    params: IdParams, querystring: InsightStatsQuery, status: 200, response: InsightStats, errors: [...AUTH, 404],
  }),

  // ---------------------------------------------------------------- e-mail to students
  mailPreference: route({
    ...routePaths.mailPreference, access: 'user', tag: 'e-mail', summary: "'Receber avisos por e-mail': se o usuário recebe e-mail quando um atendente responde ou encerra um chamado",
    status: 200, response: MailPreference, errors: AUTH,
  }),
  mailPreferenceUpdate: route({
    ...routePaths.mailPreferenceUpdate, access: 'user', tag: 'e-mail', summary: "Liga ou desliga 'Receber avisos por e-mail'",
    body: MailPreferenceBody, status: 200, response: MailPreference, errors: AUTH,
  }),
  adminMailStatus: route({
    ...routePaths.adminMailStatus, access: 'admin', tag: 'administração', summary: 'E-mails aos estudantes: pendentes, enviados, e os que falharam (com o erro)',
    status: 200, response: MailStatus, errors: AUTH,
  }),
  // ---------------------------------------------------------------- live pages (issue 29; the stream itself, GET /api/eventos, is not JSON: live-paths.ts)
  livePresence: route({
    ...routePaths.livePresence, access: 'agent', tag: 'atendente', summary: 'Os chamados que esta conexão tem abertos; responde quem mais os tem abertos',
    body: LivePresenceBody, status: 200, response: LivePresenceList, errors: AUTH,
  }),
} as const;

/** The name of a route of the contract. */
export type RouteName = keyof typeof routes;

type Field<R, K extends string> = R extends Record<K, infer S extends TSchema> ? Static<S> : undefined;

/** The path parameters of a route (undefined when it has none). @example RouteParams<'ticketDetail'> // { id: number } */
export type RouteParams<N extends RouteName> = Field<(typeof routes)[N], 'params'>;
/** The query of a route. */
export type RouteQuery<N extends RouteName> = Field<(typeof routes)[N], 'querystring'>;
/** The request body of a route. */
export type RouteBody<N extends RouteName> = Field<(typeof routes)[N], 'body'>;
/** The success answer of a route. */
export type RouteResponse<N extends RouteName> = Static<(typeof routes)[N]['response']>;
