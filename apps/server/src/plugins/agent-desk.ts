import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AgentDesk } from '../desk/agent-desk';
import { CannedReplies } from '../desk/canned-replies';
import { CachedTicketStore } from '../tickets/cached-ticket-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Central de Atendimento; undefined with TICKET_STORE=znuny (agents answer in Znuny). */
    desk: AgentDesk | undefined;
    cannedReplies: CannedReplies;
  }
}

/**
 * The agents' desk on the built-in store. Its writes reach students' tickets behind the ticket
 * store's back, so it tells the store's read cache (PGlite) whose tickets changed.
 */
async function agentDesk(app: FastifyInstance, opts: { config: Config }) {
  const store = app.tickets;
  const forget = store instanceof CachedTicketStore ? (userId: string) => store.forget(userId) : undefined;
  app.decorate('desk', opts.config.ticketStore === 'builtin' ? new AgentDesk(app.db, opts.config.slaCalendar, forget, app.mail.enabled ? { publicUrl: app.mail.publicUrl!, queued: app.mail.queued } : undefined) : undefined);
  app.decorate('cannedReplies', new CannedReplies(app.db));
}

export default fp(agentDesk, { name: 'agent-desk', dependencies: ['database', 'ticket-store', 'mail'] });
