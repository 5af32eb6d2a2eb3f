import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * At the end of the grace period: answers every request still running with 503 (`mensagem`,
     * `Connection: close`) and resolves once those answers are written; returns how many.
     */
    refuseUnfinished(): Promise<number>;
  }
}

/** How long idle keep-alive connections stay open once the server starts stopping. */
const IDLE_GRACE_MS = 1_000;

/** The answer to a request the server will not finish because it is stopping. */
function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('connection', 'close').header('retry-after', '5').send({ mensagem: messages.shuttingDown });
}

/**
 * Shutdown without a 500 or a reset for anyone the server can still answer (SIGTERM, SIGINT):
 * - a request arriving while the server stops (on a connection already open: new connections
 *   are refused by the closed socket) gets 503 with `mensagem` and `Connection: close`, which a
 *   load balancer reads as "try another instance" — instead of Fastify's English 503 body;
 * - requests already running finish, and the database closes after the last one;
 * - whatever is still running when the grace period ends (server.ts) gets the same 503.
 *
 * Connections close as soon as they are done: a running request's answer says
 * `Connection: close`, and idle keep-alive connections are closed a second after the stop began
 * (instead of at once, which resets requests already on their way).
 */
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  const running = new Set<FastifyReply>();

  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      request.log.info('request refused: the server is stopping');
      refuse(reply);
      return;
    }
    running.add(reply);
    reply.raw.once('close', () => running.delete(reply));
    done();
  });

  app.addHook('preClose', (done) => {
    closing = true;
    // Answers still to come close their connection, so no client sends another request on a
    // socket that is about to go.
    for (const reply of running) if (!reply.raw.headersSent) reply.raw.setHeader('connection', 'close');
    // Node would now drop every idle keep-alive socket at once, resetting the requests clients
    // are writing to them at that instant. They get a moment instead: a request arriving on one
    // is answered (the 503 above, which closes it), and the rest are closed after it.
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    server.keepAliveTimeout = IDLE_GRACE_MS;
    setTimeout(closeIdle, IDLE_GRACE_MS).unref();
    done();
  });

  app.decorate('refuseUnfinished', async () => {
    const open = [...running].filter((reply) => !reply.sent);
    await Promise.all(
      open.map(
        (reply) =>
          new Promise<void>((resolve) => {
            reply.raw.once('close', () => resolve());
            refuse(reply);
          }),
      ),
    );
    return open.length;
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
