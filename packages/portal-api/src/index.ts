// The public API of @chamados/portal-api: the RTK Query api slice typed by @chamados/api-contract
// (whose types it re-exports), the token helpers and the attachment download. msw handlers live
// apart, in '@chamados/portal-api/msw'.
export { portalApi, portalBaseQuery, DEFAULT_API_BASE_URL } from './api/portal-api';
export { TAG_TYPES } from './api/tag-types';
export { readExtra } from './api/portal-api-extra';
export { decodeToken, isTokenValid } from './claims/token-claims';
export { ADMIN_GROUP, DEFAULT_AGENT_GROUPS, displayNameOf, isAdmin, isAgent, userIdOf, MAX_ATTACHMENTS_BYTES, MAP_KEY_NOT_FOUND, MAX_ATTACHMENTS_MB, PAGE_DEFAULTS } from '@chamados/api-contract';
export { AGENT_SETTABLE_STATES, CANNED_REPLY_LIMITS, cannedReplyValues, fillCannedReply } from '@chamados/api-contract';
export { treesApi, useTreeListQuery, useTreeQuery, useLazyTreeQuery } from './endpoints/trees';
export {
  ticketsApi,
  useTicketListQuery,
  useTicketSearchQuery,
  useLazyTicketSearchQuery,
  useTicketDetailQuery,
  useCreateTicketMutation,
  useReplyTicketMutation,
} from './endpoints/tickets';
export { visualizationApi, useUnseenCountQuery, useMarkArticleSeenMutation } from './endpoints/visualization';
export { mailPreferenceApi, useMailPreferenceQuery, useSetMailPreferenceMutation } from './endpoints/mail-preference';
export { mailStatusApi, useAdminMailStatusQuery } from './endpoints/mail-status';
export { walkSupportApi, useDataHubListQuery, useFaqQuery, useEndServiceMutation, useInsightStartMutation } from './endpoints/walk-support';
export {
  adminTreesApi,
  useAdminTreeListQuery,
  useAdminTreeQuery,
  useLazyAdminTreeByNameQuery,
  useAdminTreeVersionsQuery,
  useAdminTreeRevisionQuery,
  useCreateTreeMutation,
  useUpdateTreeMutation,
  useVerifyTreeMutation,
  useLaunchTreeMutation,
  useAdminTreeGradualQuery,
  useEndGradualLaunchMutation,
  useDisableTreeMutation,
  useDeleteTreeMutation,
  useMoveTreeMutation,
  useAdminDataHubKeysQuery,
  useAdminTreeStatsQuery,
} from './endpoints/admin-trees';
export {
  agentDeskApi,
  useAgentDeskQuery,
  useAgentQueueQuery,
  useAgentNewTicketCountQuery,
  useAgentTicketQuery,
  useUpdateAgentTicketMutation,
  useCreateAgentArticleMutation,
  useMarkAgentTicketSeenMutation,
  useAgentCannedRepliesQuery,
  useAdminCannedRepliesQuery,
  useCreateCannedReplyMutation,
  useUpdateCannedReplyMutation,
  useDeleteCannedReplyMutation,
} from './endpoints/agent-desk';
export { useLatestTicketSearch } from './hooks/use-latest-ticket-search';
export { LARGE_UPLOAD_BYTES, uploadKeys, useUploadProgress } from './upload/upload-progress';
export { attachmentForm } from './upload/attachment-form';
export { downloadAttachment, DownloadError } from './download/download-attachment';
// The live stream's state only; the stream itself is '@chamados/portal-api/live' (a lazy chunk).
export { setLiveUp, useLiveUp, usePollingUnlessLive } from './live/live-status';

export type { PortalApi, PortalQueryOptions } from './api/portal-api';
export type { TagType } from './api/tag-types';
export type { PortalApiExtra } from './api/portal-api-extra';
export type { TokenClaims } from './claims/token-claims';
export type { TicketListArgs, TicketSearchArgs } from './endpoints/tickets';
export type { RevisionWrite } from './api/if-match';
export type { DownloadOptions } from './download/download-attachment';
// The wire types, from the contract: one definition for the server and the portal.
export type {
  AdminTree,
  AdminTreeInput,
  AdminTreeList,
  Revision,
  StaleWrite,
  GradualLaunch,
  GradualMeasure,
  LaunchBody,
  AgentArticle,
  AgentArticleBody,
  AgentDesk,
  AgentQueuePage,
  AgentQueueQuery,
  AgentQueueRow,
  AgentSettableState,
  AgentTicketDetail,
  AgentTicketUpdate,
  Article,
  ArticleDirection,
  Attachment,
  CannedReply,
  CannedReplyInput,
  CannedReplyList,
  ClientIp,
  CreatedTicket,
  CreateTicketBody,
  DataHubItem,
  DataHubKeys,
  DataHubList,
  DataHubMapEntry,
  DeadlineStatus,
  Diagnostic,
  EndServiceBody,
  ErrorBody,
  FaqAttachment,
  FaqItem,
  FaqItemList,
  InsightBatch,
  InsightEnd,
  InsightEvent,
  InsightStarted,
  InsightStats,
  InsightStatsQuery,
  InsightTotals,
  ListState,
  QueueState,
  PublicTree,
  ReplyAttachment,
  ReplyBody,
  SlaDeadline,
  TicketDetail,
  TicketListItem,
  TicketPage,
  TicketSla,
  TicketState,
  TreeSummary,
  TreeSummaryList,
  TreeVersion,
  UnseenCount,
  Verification,
  LiveAgent,
  LiveEvent,
} from '@chamados/api-contract';
export type { FailedMail, MailPreference, MailStatus } from '@chamados/api-contract';
