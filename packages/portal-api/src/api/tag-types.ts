/**
 * Every cache tag of the API, declared once on the base api so each resource file can
 * `providesTags` / `invalidatesTags` with checked names.
 */
export const TAG_TYPES = [
  'Tree',
  'AdminTree',
  'TreeVersion',
  'GradualLaunch',
  'Ticket',
  'TicketList',
  'UnseenCount',
  'DataHubList',
  'DataHubMap',
  'Faq',
  'AgentDesk',
  'AgentQueue',
  'AgentTicket',
  'CannedReply',
  'MailPreference',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
