import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { BuiltinTicketStore } from '../tickets/builtin-ticket-store';
import { CachedTicketStore } from '../tickets/cached-ticket-store';
import type { TicketStore } from '../tickets/ticket-store';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketStore;
  }
}

/** The ticket store behind the ticket routes: the built-in one (a Znuny connector would plug in here). */
async function ticketStore(app: FastifyInstance, opts: { config: Config }) {
  const builtin = new BuiltinTicketStore(app.db);
  const cache = opts.config.ticketCache === 'on' || (opts.config.ticketCache === 'auto' && app.dbKind === 'pglite');
  const store: TicketStore = cache ? new CachedTicketStore(builtin) : builtin;
  app.decorate('tickets', store);
}

export default fp(ticketStore, { name: 'ticket-store', dependencies: ['database'] });
