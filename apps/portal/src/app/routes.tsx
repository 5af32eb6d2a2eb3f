import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin, RequireAgent, RequireSession } from '../auth';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { adminPages } from '../features/admin/admin-routes';
import { deskPages } from '../features/desk/desk-routes';
import { AttendancePage } from '../features/attendance/attendance-page';
import { HomePage } from '../features/home/home-page';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './root-layout';

// The home page and the service panel are where almost every visit starts: they ship in the entry
// chunk, so they paint without a second round trip. Every other page is a lazy chunk.
const errorPages = () => import('../features/errors/error-pages');
const ticketListPage = () => import('../features/tickets/ticket-list-page');
const BadRequestPage = lazyPage(async () => (await errorPages()).BadRequestPage);
const ForbiddenPage = lazyPage(async () => (await errorPages()).ForbiddenPage);
const ServerErrorPage = lazyPage(async () => (await errorPages()).ServerErrorPage);
const NotFoundPage = lazyPage(async () => (await errorPages()).NotFoundPage);

/**
 * The pages of a signed-in user (spec §2, access 'login'), behind {@link RequireSession}: the
 * ticket lists, search and detail (the service panel is apart, see below).
 */
const userPages: RouteObject[] = [
  { path: paths.openTickets, Component: lazyPage(async () => (await ticketListPage()).OpenTicketsPage) },
  { path: paths.closedTickets, Component: lazyPage(async () => (await ticketListPage()).ClosedTicketsPage) },
  {
    path: paths.searchTickets,
    Component: lazyPage(async () => (await import('../features/tickets/ticket-search-page')).TicketSearchPage),
  },
  {
    path: paths.ticketDetail.pattern,
    Component: lazyPage(async () => (await import('../features/tickets/ticket-detail-page')).TicketDetailPage),
  },
];

/**
 * The route table of spec §2, for react-router's declarative mode (`useRoutes`, see router.tsx):
 * components only, no loaders, so the data router (about 17 KB gzip) stays out of the bundle.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      {
        // Pathless: a failing page shows the error inside the top bar and footer.
        Component: RouteErrorBoundary,
        children: [
          { index: true, Component: HomePage },
          { path: paths.homeAlias, Component: HomePage },
          { Component: RequireSession, children: userPages },
          // The service panel: in the entry and prerendered like the home page (where visits
          // start), its frame shown while the session is not known yet.
          {
            element: <RequireSession whilePending />,
            children: [{ path: paths.attendance, Component: AttendancePage }],
          },
          // The admin pages (spec §2, access 'admin'): lazy chunks, see features/admin/admin-routes.ts.
          { Component: RequireAdmin, children: adminPages },
          // The Central de Atendimento (issue 21, agents): lazy chunks, see features/desk/desk-routes.ts.
          { Component: RequireAgent, children: deskPages },
          { path: paths.badRequest, Component: BadRequestPage },
          { path: paths.forbidden, Component: ForbiddenPage },
          { path: paths.serverError, Component: ServerErrorPage },
          { path: paths.notFound, Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
