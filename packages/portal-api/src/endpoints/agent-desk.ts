import {
  routePath,
  routePaths,
  type AgentArticleBody,
  type AgentDesk,
  type AgentQueuePage,
  type AgentQueueQuery,
  type AgentTicketDetail,
  type AgentTicketUpdate,
  type CannedReply,
  type CannedReplyInput,
  type CannedReplyList,
  type Ok,
} from '@chamados/api-contract';
import { ifMatch, type RevisionWrite } from '../api/if-match';
import { portalApi } from '../api/portal-api';
import { sendWithFiles } from '../upload/send-with-files';
import { uploadKeys } from '../upload/upload-progress';

const CANNED = { type: 'CannedReply', id: 'LIST' } as const;
// The 'Novos' list itself (one row asked, the total read), so the tab's count is that list's
// count: 'Assumir' opens a new ticket, so a new ticket is one nobody took (issue 30).
const NEW_TICKETS: AgentQueueQuery = { estado: 'novos', limit: 1 };

/**
 * The Central de Atendimento (issue 21): agents only; the server enforces it. Every action on a
 * ticket answers with the updated ticket, written straight into its cache; the queue refetches
 * (`AgentQueue`), and so do the student's lists and unseen counts if the same browser shows them.
 * Only the desk's pages import this module, so none of it reaches a student's first load.
 */
export const agentDeskApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who the agent is, the queues and priorities, and whether tickets are answered in Znuny. */
    agentDesk: build.query<AgentDesk, void>({
      query: () => routePath(routePaths.agentDesk),
      providesTags: ['AgentDesk'],
    }),
    agentQueue: build.query<AgentQueuePage, AgentQueueQuery>({
      query: (params) => ({ url: routePath(routePaths.agentQueue), params }),
      providesTags: ['AgentQueue'],
    }),
    /**
     * The 'Atendimento' tab's count, and the 'Novos' filter's: the new tickets, as the 'Novos' list
     * counts them. Asked on every page an agent opens, so a 403 (a user in the default agent group whom
     * this server's AGENT_GROUPS leaves out) or a 409 (Znuny answers the tickets) only means no
     * count, never the /403 page.
     */
    agentNewTicketCount: build.query<number, void>({
      query: () => ({ url: routePath(routePaths.agentQueue), params: NEW_TICKETS }),
      extraOptions: { quietForbidden: true },
      transformResponse: (page: AgentQueuePage) => page.total,
      providesTags: ['AgentQueue'],
    }),
    agentTicket: build.query<AgentTicketDetail, number>({
      query: (id) => routePath(routePaths.agentTicket, { id }),
      providesTags: (_result, _error, id) => [{ type: 'AgentTicket', id }],
    }),
    /** Assumir, Estado, Prioridade, Fila. */
    updateAgentTicket: build.mutation<AgentTicketDetail, { id: number; body: AgentTicketUpdate }>({
      query: ({ id, body }) => ({ url: routePath(routePaths.agentTicketUpdate, { id }), method: 'PATCH', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(agentDeskApi.util.upsertQueryData('agentTicket', id, data));
      },
      invalidatesTags: ['AgentQueue', 'TicketList', 'UnseenCount'],
    }),
    /** 'Responder' (to the student) or, with `interno: true`, 'Nota interna'; files stream as multipart. */
    createAgentArticle: build.mutation<AgentTicketDetail, { id: number; body: AgentArticleBody }>({
      queryFn: ({ id, body }, api, _extra, baseQuery) => {
        const url = routePath(routePaths.agentArticleCreate, { id });
        if (!body.anexos?.length) return baseQuery({ url, method: 'POST', body }) as never;
        const { anexos, ...dados } = body;
        const files = anexos.map((a) => ({ filename: a.filename, contentType: a.contenttype, content: a.content }));
        return sendWithFiles<AgentTicketDetail>(api, url, dados, files, uploadKeys.agentArticle(id));
      },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(agentDeskApi.util.upsertQueryData('agentTicket', id, data));
      },
      invalidatesTags: ['AgentQueue', 'TicketList', 'UnseenCount'],
    }),
    /** Marks the ticket's articles seen by me (the queue's star goes out). */
    markAgentTicketSeen: build.mutation<Ok, number>({
      query: (id) => ({ url: routePath(routePaths.agentTicketSeen, { id }), method: 'POST' }),
      invalidatesTags: ['AgentQueue'],
    }),
    /** 'Respostas prontas' an agent inserts into a reply. */
    agentCannedReplies: build.query<CannedReplyList, void>({
      query: () => routePath(routePaths.agentCannedReplies),
      providesTags: [CANNED],
    }),
    /** The admin's maintenance of the canned replies. */
    adminCannedReplies: build.query<CannedReplyList, void>({
      query: () => routePath(routePaths.adminCannedReplyList),
      providesTags: [CANNED],
    }),
    createCannedReply: build.mutation<CannedReply, CannedReplyInput>({
      query: (body) => ({ url: routePath(routePaths.adminCannedReplyCreate), method: 'POST', body }),
      invalidatesTags: [CANNED],
    }),
    /** Replaces revision `revisao` (If-Match): 412 `StaleWrite` when another admin saved it since. */
    updateCannedReply: build.mutation<CannedReply, RevisionWrite & { body: CannedReplyInput }>({
      query: ({ id, revisao, body }) => ({ url: routePath(routePaths.adminCannedReplyUpdate, { id }), method: 'PUT', body, headers: ifMatch({ id, revisao }) }),
      invalidatesTags: [CANNED],
    }),
    deleteCannedReply: build.mutation<null, RevisionWrite>({
      query: (write) => ({ url: routePath(routePaths.adminCannedReplyDelete, { id: write.id }), method: 'DELETE', headers: ifMatch(write) }),
      invalidatesTags: [CANNED],
    }),
  }),
});

export const {
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
} = agentDeskApi;
