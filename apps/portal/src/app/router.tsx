import { matchRoutes, useRoutes } from 'react-router';
import type { LazyPage } from '../lib/lazy-page';
import { routes } from './routes';

/**
 * The routed app, in react-router's declarative mode: the route table rendered under whichever
 * router the caller gives (history mode in the browser, spec §2; the static router when
 * prerendering; a memory router in tests).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && 'preload' in component;

/**
 * Starts fetching the lazy chunks of the pages that match `pathname`, so a page opened directly
 * (a reload of /atendimento) downloads while the entry runs, not after it has rendered.
 */
export function preloadPages(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    if (isLazyPage(route.Component)) void route.Component.preload();
}
