import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../config/paths';

/**
 * The Central de Atendimento's pages (issue 21), for the route table to put behind RequireAgent.
 * Each page is a lazy chunk, so the desk never reaches a student's first load; only these lines do.
 */
export const deskPages: RouteObject[] = [
  { path: paths.desk, Component: lazyPage(async () => (await import('./agent-queue-page')).AgentQueuePage) },
  { path: paths.deskTicket.pattern, Component: lazyPage(async () => (await import('./agent-ticket-page')).AgentTicketPage) },
];
