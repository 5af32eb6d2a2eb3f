import { LoadingIndicator } from '@chamados/portal-ui';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { adminRoutes } from '../features/admin/admin-routes';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';

// The home page is the landing page of almost every visit: it ships in the entry chunk, so `/`
// paints without a second round trip. Every other page is a lazy chunk.
const errorPages = () => import('../features/errors/error-pages');

/** The route table of spec §2 that exists so far. Later features add their lazy routes here. */
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
          // Admin pages (/admin, /admin/arvore/...): lazy chunks, see admin-routes.ts.
          adminRoutes,
          { path: '*', lazy: async () => ({ Component: (await errorPages()).NotFoundPage }) },
        ],
      },
    ],
  },
];
