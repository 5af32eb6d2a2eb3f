import {
  routePath,
  routePaths,
  type CreatedTicket,
  type CreateTicketBody,
  type ListState,
  type ReplyBody,
  type TicketDetail,
  type TicketPage,
} from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';
import type { sendWithFiles as SendWithFiles } from '../upload/send-with-files';
import { uploadKeys } from '../upload/upload-progress';

/**
 * The multipart sender (XHR with upload progress) loads with the first request that carries
 * files: most visits send none, and the first load of `/atendimento` is within 150 kB.
 */
async function sendWithFiles<T>(
  ...args: Parameters<typeof SendWithFiles>
): Promise<Awaited<ReturnType<typeof SendWithFiles<T>>>> {
  return (await import('../upload/send-with-files')).sendWithFiles<T>(...args);
}

/** A page of one of the user's lists (spec §7: idUsuario, estado, offset, limit). */
export interface TicketListArgs {
  idUsuario: string;
  estado: ListState;
  offset: number;
  limit: number;
}

/** A page of a full-text search; `texto` is never empty (spec §5). */
export interface TicketSearchArgs {
  idUsuario: string;
  texto: string;
  offset: number;
  limit: number;
}

/** The user's tickets: lists, search, detail, creation and reply. */
export const ticketsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    ticketList: build.query<TicketPage, TicketListArgs>({
      query: (params) => ({ url: routePath(routePaths.ticketList), params }),
      providesTags: (_result, _error, { estado }) => [{ type: 'TicketList', id: estado }],
    }),
    ticketSearch: build.query<TicketPage, TicketSearchArgs>({
      query: (params) => ({ url: routePath(routePaths.ticketSearch), params }),
      providesTags: [{ type: 'TicketList', id: 'busca' }],
      // Each keystroke makes a new search: old results are not worth keeping around.
      keepUnusedDataFor: 10,
    }),
    ticketDetail: build.query<TicketDetail, number>({
      query: (id) => routePath(routePaths.ticketDetail, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    /** Creates the ticket of an attendance: every list and unseen count may change. */
    createTicket: build.mutation<CreatedTicket, CreateTicketBody>({
      // With files, multipart with progress; without, plain JSON.
      queryFn: (body, api, _extra, baseQuery) => {
        const url = routePath(routePaths.ticketCreate);
        if (!body.anexos?.length) return baseQuery({ url, method: 'POST', body }) as never;
        const { anexos, ...dados } = body;
        return sendWithFiles<CreatedTicket>(api, url, dados, anexos, uploadKeys.ticketCreate);
      },
      invalidatesTags: ['TicketList', 'UnseenCount'],
    }),
    /**
     * Replies; the answer is the updated ticket, written straight into the detail's cache (no
     * second request). The lists re-sort (the ticket changed) and a closed ticket reopens.
     */
    replyTicket: build.mutation<TicketDetail, { id: number; body: ReplyBody }>({
      queryFn: ({ id, body }, api, _extra, baseQuery) => {
        const url = routePath(routePaths.ticketReply, { id });
        if (!body.anexos?.length) return baseQuery({ url, method: 'POST', body }) as never;
        const { anexos, ...dados } = body;
        const files = anexos.map((a) => ({
          filename: a.filename,
          contentType: a.contenttype,
          content: a.content,
        }));
        return sendWithFiles<TicketDetail>(api, url, dados, files, uploadKeys.ticketReply(id));
      },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ticketsApi.util.upsertQueryData('ticketDetail', id, data));
        } catch {
          // The error reaches the caller through the mutation's own result.
        }
      },
      invalidatesTags: ['TicketList', 'UnseenCount'],
    }),
  }),
});

export const {
  useTicketListQuery,
  useTicketSearchQuery,
  useLazyTicketSearchQuery,
  useTicketDetailQuery,
  useCreateTicketMutation,
  useReplyTicketMutation,
} = ticketsApi;
