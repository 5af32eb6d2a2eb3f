import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/** The data router in history mode (spec §2: routes use history mode). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Loads the lazy routes that match `location` and puts their components in place, so the router
 * starts with the page ready instead of its loading fallback: required before hydrating
 * prerendered HTML, which holds the page, not the fallback (react-router's data-mode SSR guide).
 */
export async function resolveLazyRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches
      .map((match) => match.route)
      .filter(
        (route): route is RouteObject & { lazy: () => Promise<object> } =>
          typeof route.lazy === 'function',
      )
      .map(async (route) => {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
  );
}
