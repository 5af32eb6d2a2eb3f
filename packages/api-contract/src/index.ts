// The public API of @chamados/api-contract: the HTTP contract of the Chamados server, once. Each
// schema is a TypeBox value (validation, serialisation, OpenAPI) and a type of the same name.
export { ERROR_BODIES, routes } from './routes';
export { routePath } from './route-path';
export { routePaths } from './route-paths';
export type { RoutePathName } from './route-paths';
export type { RouteAccess, RouteBody, RouteContract, RouteName, RouteParams, RouteQuery, RouteResponse } from './routes';

export { Diagnostic, ErrorBody, FORBIDDEN_TEXT, hasForbiddenText, Id, IdParams, MAX_ID, Obj, Ok, PAGE_DEFAULTS, Paging, Text, TextFix, UserQuery } from './schemas/common';
export {
  Article,
  ArticleDirection,
  Attachment,
  AttachmentBytes,
  AttachmentParams,
  CreatedTicket,
  CreateTicketBody,
  WalkAnswer,
  WalkStep,
  CreateTicketForm,
  ListState,
  ReplyAttachment,
  ReplyBody,
  ReplyForm,
  TICKET_STATES,
  TicketDetail,
  TicketListItem,
  TicketListQuery,
  TicketPage,
  TicketSearchQuery,
  TicketState,
} from './schemas/tickets';
export { ArticleSeenBody, UnseenCount, UnseenQuery } from './schemas/visualization';
export {
  AdminTree,
  AdminTreeInput,
  AdminTreeList,
  GRADUAL_MEASURES,
  GradualLaunch,
  GradualMeasure,
  GradualRate,
  GradualShare,
  LaunchBody,
  PublicTree,
  TREE_ARTICLE_TEXT_MAX,
  TREE_NAME_MAX,
  VERSION_NOTE_MAX,
  TreeListQuery,
  TreeNameParams,
  TreeArticle,
  TreeSummary,
  TreeSummaryList,
  TreeVersion,
  TreeVersionList,
  Verification,
  VerifyBody,
} from './schemas/trees';
export {
  ClientIp,
  DataHubItem,
  DataHubKeys,
  DataHubList,
  DataHubListParams,
  DataHubMapEntry,
  DataHubMapParams,
  DataHubMapQuery,
  EndServiceBody,
  EndServiceResult,
  FaqAttachment,
  FaqItem,
  FaqItemList,
  Health,
} from './schemas/misc';
export {
  DAY_PATTERN,
  INSIGHT_ATTENDANCE_HOURS,
  INSIGHT_BATCH_MAX,
  INSIGHT_PERIOD_MAX_DAYS,
  InsightBatch,
  InsightEnd,
  InsightEvent,
  InsightStartBody,
  InsightStarted,
  InsightStats,
  InsightStatsQuery,
  InsightTotals,
} from './schemas/insights';
export { expectedRevision, Revision, revisionEtag, StaleWrite } from './schemas/revisions';
export { MAP_KEY_NOT_FOUND } from './map-key-not-found';
export { ATTACHMENT_FORM, MAX_ATTACHMENT_FILES, MAX_ATTACHMENTS_BYTES, MAX_ATTACHMENTS_MB } from './limits';
export { ADMIN_GROUP, DEFAULT_AGENT_GROUPS, displayNameOf, isAdmin, isAgent, isGovBr, readClaims, userIdOf } from './claims/read-claims';
export {
  AGENT_SETTABLE_STATES,
  AgentArticle,
  AgentArticleBody,
  AgentArticleForm,
  AgentDesk,
  AgentQueuePage,
  AgentQueueQuery,
  AgentQueueRow,
  AgentTicketDetail,
  AgentTicketUpdate,
  CANNED_REPLY_LIMITS,
  CannedReply,
  CannedReplyInput,
  CannedReplyList,
  DEADLINE_STATUSES,
  QUEUE_COUNT_LIMIT,
  QUEUE_STATES,
  QueueOrder,
  QueueState,
  SlaDeadline,
  TicketSla,
} from './schemas/agent';
export type { AgentSettableState, DeadlineStatus } from './schemas/agent';
export { CANNED_REPLY_VARIABLES, cannedReplyValues, fillCannedReply, unknownCannedVariables } from './canned-reply-variables';
export type { CannedReplyTicket, CannedReplyValues, CannedReplyVariable } from './canned-reply-variables';
export { LIVE_EVENTS_PATH, LIVE_PRESENCE_PATH, LIVE_PRESENCE_REFRESH_MS } from './live-paths';
export {
  LiveAgent,
  LiveEndEvent,
  LiveEvent,
  LiveHelloEvent,
  LivePresenceBody,
  LivePresenceEvent,
  LivePresenceList,
  LiveReloadEvent,
  LiveTicketChange,
  LiveTicketEvent,
} from './schemas/live-events';
export { FailedMail, MailPreference, MailPreferenceBody, MailStatus } from './schemas/mail';
