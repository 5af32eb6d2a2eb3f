import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { BuiltinTicketStore } from '../tickets/builtin-ticket-store';
import { CachedTicketStore } from '../tickets/cached-ticket-store';
import type { TicketStore } from '../tickets/ticket-store';
import { ZnunyTicketStore } from '../tickets/znuny/znuny-ticket-store';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketStore;
  }
}

/**
 * The ticket store behind the ticket routes: the built-in one, or Znuny's (TICKET_STORE=znuny),
 * which is never cached: Znuny's agents change tickets behind the portal's back (its set-up is
 * checked at start by znuny-setup.ts).
 */
async function ticketStore(app: FastifyInstance, opts: { config: Config }) {
  if (opts.config.ticketStore === 'znuny' && opts.config.znuny) {
    app.decorate('tickets', new ZnunyTicketStore(app.db, opts.config.znuny, app.log.child({ module: 'znuny' }), app.znunyClient) as TicketStore);
    return;
  }
  const builtin = new BuiltinTicketStore(app.db, opts.config.slaCalendar);
  const cache = opts.config.ticketCache === 'on' || (opts.config.ticketCache === 'auto' && app.dbKind === 'pglite');
  const store: TicketStore = cache ? new CachedTicketStore(builtin) : builtin;
  app.decorate('tickets', store);
}

export default fp(ticketStore, { name: 'ticket-store', dependencies: ['database'] });
