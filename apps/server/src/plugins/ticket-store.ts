import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ConfigError, type Config } from '../config';
import { BuiltinTicketStore } from '../tickets/builtin-ticket-store';
import { CachedTicketStore } from '../tickets/cached-ticket-store';
import type { TicketStore } from '../tickets/ticket-store';
import { znunySetupProblems } from '../tickets/znuny/znuny-setup-check';
import { ZnunyTicketStore } from '../tickets/znuny/znuny-ticket-store';

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketStore;
  }
}

/**
 * The ticket store behind the ticket routes: the built-in one, or Znuny's (TICKET_STORE=znuny),
 * which is never cached: Znuny's agents change tickets behind the portal's back. Znuny's is
 * checked against the Znuny at start: what the configuration names and Znuny lacks stops the
 * server, as a bad variable does.
 */
async function ticketStore(app: FastifyInstance, opts: { config: Config }) {
  if (opts.config.ticketStore === 'znuny' && opts.config.znuny) {
    const log = app.log.child({ module: 'znuny' });
    const store = new ZnunyTicketStore(app.db, opts.config.znuny, log);
    const problems = await znunySetupProblems(store.api, opts.config.znuny, log);
    if (problems && problems.length > 0) throw new ConfigError(problems);
    app.decorate('tickets', store as TicketStore);
    return;
  }
  const builtin = new BuiltinTicketStore(app.db);
  const cache = opts.config.ticketCache === 'on' || (opts.config.ticketCache === 'auto' && app.dbKind === 'pglite');
  const store: TicketStore = cache ? new CachedTicketStore(builtin) : builtin;
  app.decorate('tickets', store);
}

export default fp(ticketStore, { name: 'ticket-store', dependencies: ['database'] });
