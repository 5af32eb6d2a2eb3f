import { routePath, routePaths, type ListState, type Ok, type UnseenCount } from '@chamados/api-contract';
import { portalApi } from '../api/portal-api';
import { ticketsApi } from './tickets';

/** The '{n} novos' badges and marking an article seen. */
export const visualizationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    unseenCount: build.query<UnseenCount, { idUsuario: string; estado: ListState }>({
      query: (params) => ({ url: routePath(routePaths.unseenCount), params }),
      providesTags: (_result, _error, { estado }) => [{ type: 'UnseenCount', id: estado }],
    }),
    /**
     * Marks an article seen when the user opens it. The detail shows it seen at once; the badges
     * and lists refresh once the server agrees.
     */
    markArticleSeen: build.mutation<Ok, { idUsuario: string; ticketId: number; articleId: number }>({
      query: ({ idUsuario, ticketId, articleId }) => ({
        url: routePath(routePaths.articleSeen),
        method: 'POST',
        params: { idUsuario },
        body: { ticketId, articleId, seen: true },
      }),
      async onQueryStarted({ ticketId, articleId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ticketsApi.util.updateQueryData('ticketDetail', ticketId, (ticket) => {
            const article = ticket.artigos.find((a) => a.id === articleId);
            if (article) article.visualizado = true;
            ticket.visualizado = ticket.artigos.every((a) => a.visualizado);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['UnseenCount', 'TicketList'],
    }),
  }),
});

export const { useUnseenCountQuery, useMarkArticleSeenMutation } = visualizationApi;
