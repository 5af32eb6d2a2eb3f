import { LoadingIndicator } from '@chamados/portal-ui';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin, RequireSession } from '../auth';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { adminRoutes } from '../features/admin/admin-routes';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';

// The home page is the landing page of almost every visit: it ships in the entry chunk, so `/`
// paints without a second round trip. Every other page is a lazy chunk.
const errorPages = () => import('../features/errors/error-pages');
const attendancePage = () => import('../features/attendance/attendance-page');
const ticketListPage = () => import('../features/tickets/ticket-list-page');

/**
 * The pages of a signed-in user (spec §2, access 'login'), behind {@link RequireSession}: the
 * service panel and walk, the ticket lists, search and detail.
 */
const userPages: RouteObject[] = [
  { path: paths.attendance, lazy: async () => ({ Component: (await attendancePage()).AttendancePage }) },
  { path: paths.openTickets, lazy: async () => ({ Component: (await ticketListPage()).OpenTicketsPage }) },
  { path: paths.closedTickets, lazy: async () => ({ Component: (await ticketListPage()).ClosedTicketsPage }) },
  {
    path: paths.searchTickets,
    lazy: async () => ({ Component: (await import('../features/tickets/ticket-search-page')).TicketSearchPage }),
  },
  {
    path: paths.ticketDetail.pattern,
    lazy: async () => ({ Component: (await import('../features/tickets/ticket-detail-page')).TicketDetailPage }),
  },
];

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: LoadingIndicator,
    children: [
      {
        // Pathless: a failing page shows the error inside the top bar and footer.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: HomePage },
          { path: paths.homeAlias, Component: HomePage },
          { Component: RequireSession, children: userPages },
          // Admin pages (/admin, /admin/arvore/...): lazy chunks, see admin-routes.ts.
          { Component: RequireAdmin, children: [adminRoutes] },
          {
            path: paths.badRequest,
            lazy: async () => ({ Component: (await errorPages()).BadRequestPage }),
          },
          {
            path: paths.forbidden,
            lazy: async () => ({ Component: (await errorPages()).ForbiddenPage }),
          },
          {
            path: paths.serverError,
            lazy: async () => ({ Component: (await errorPages()).ServerErrorPage }),
          },
          {
            path: paths.notFound,
            lazy: async () => ({ Component: (await errorPages()).NotFoundPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await errorPages()).NotFoundPage }) },
        ],
      },
    ],
  },
];
