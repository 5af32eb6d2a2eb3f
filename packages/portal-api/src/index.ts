// The public API of @chamados/portal-api: the HTTP contract's types, the RTK Query api slice and
// the token claims helpers. msw handlers live apart, in '@chamados/portal-api/msw'.
export { portalApi, portalBaseQuery, DEFAULT_API_BASE_URL } from './api/portal-api';
export { TAG_TYPES } from './api/tag-types';
export { readExtra } from './api/portal-api-extra';
export {
  ADMIN_GROUP,
  decodeToken,
  displayNameOf,
  isAdmin,
  isTokenValid,
  userIdOf,
} from './claims/token-claims';

export type { PortalApi } from './api/portal-api';
export type { TagType } from './api/tag-types';
export type { PortalApiExtra } from './api/portal-api-extra';
export type { TokenClaims } from './claims/token-claims';
export type {
  Article,
  ArticleDirection,
  ArticleSeenPayload,
  Attachment,
  ReplyAttachment,
  ReplyPayload,
  TicketCreationResult,
  TicketDetail,
  TicketList,
  TicketListItem,
  TicketListState,
  TicketState,
  UnseenCount,
} from './types/tickets';
export type {
  AdminTree,
  PublicTree,
  TreeDiagnostic,
  TreeSummary,
  TreeSummaryList,
  TreeVerification,
} from './types/trees';
export type { ApiErrorBody, DataHubItem, FaqAttachment, FaqItem } from './types/misc';
