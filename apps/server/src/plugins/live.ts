import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_PRESENCE_REFRESH_MS } from '@chamados/api-contract';
import { LiveHub } from '../live/live-hub';
import { PresenceBoard } from '../live/presence-board';

/** The NOTIFY channel live events travel on between instances. */
export const LIVE_CHANNEL = 'chamados_live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events: `app.live.ticket(id, mudanca, owner)` after a change committed. */
    live: LiveHub;
    /** Which agents have which tickets open. */
    presence: PresenceBoard;
  }
}

export interface LiveOptions {
  /** Tests shorten the heartbeat; the default (25 s) is under the usual proxy idle timeouts (30–60 s). */
  heartbeatMs?: number;
}

/**
 * The live hub and the presence board, fed across instances by PostgreSQL LISTEN/NOTIFY (as tree
 * changes are); on PGlite the one process is every instance. No request hooks: the hot reads pay
 * nothing for the streams.
 */
async function live(app: FastifyInstance, opts: LiveOptions) {
  const postgres = app.dbKind === 'postgres';
  const hub = new LiveHub({
    heartbeatMs: opts.heartbeatMs,
    notifyOthers: postgres ? async (payload) => void (await app.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`)) : undefined,
    onNotifyError: (err) => app.log.warn({ err }, 'live: could not notify the other instances'),
  });
  const presence = new PresenceBoard(hub, LIVE_PRESENCE_REFRESH_MS * 2.5);
  await app.dbListen(LIVE_CHANNEL, (payload) => hub.receive(payload, (wire) => presence.apply(wire)));
  app.decorate('live', hub);
  app.decorate('presence', presence);
  // Before the server waits for its requests to end: open streams would hold it up for ever.
  app.addHook('preClose', (done) => {
    presence.close();
    hub.closeAll();
    done();
  });
}

export default fp(live, { name: 'live', dependencies: ['database'] });
