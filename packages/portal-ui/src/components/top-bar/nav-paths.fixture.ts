import type { NavPaths } from './nav-entries';

/** The spec §2 routes, for stories and tests; the portal passes its own from config/paths. */
export const specNavPaths: NavPaths = {
  home: '/',
  newTicket: '/atendimento',
  openTickets: '/chamados/abertos',
  closedTickets: '/chamados/fechados',
  searchTickets: '/chamados/buscar',
  admin: '/admin',
  desk: '/atendente',
};
