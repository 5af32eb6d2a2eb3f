import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The data router in history mode (spec §2: routes use history mode). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
