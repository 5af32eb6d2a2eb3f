import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIVE_EVENTS_PATH, routes } from '@chamados/api-contract';
import { openLiveStream } from '../../../live/open-live-stream';
import { currentUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/** Who the presence shows: the token's name, else the e-mail (as on what agents write). */
const agentOf = (user: { id: string; nome: string; email: string }) => ({ id: user.id, nome: user.nome || user.email });

/**
 * `GET /api/eventos`, the live stream of whoever calls it (a student: their tickets; an agent:
 * the queue), and `POST /api/eventos/presenca`, agents saying which tickets they have open. In a
 * scope of their own: the guard (api/index.ts) authenticates them, nothing else is added.
 */
export default async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Not a contract route: its answer is a text/event-stream written on the raw socket
  // (open-live-stream.ts), which a response schema cannot describe (api-contract's live-paths.ts).
  app.get(LIVE_EVENTS_PATH, { schema: { hide: true }, config: { access: 'user' } }, async (request, reply) => {
    const user = currentUser(request);
    const stream = openLiveStream(request, reply, user, app.live);
    if (user.agente) void stream.closed.then(() => app.presence.leave(agentOf(user), stream.conexao));
  });

  app.post(
    routes.livePresence.path,
    contractRoute(routes.livePresence),
    async (request) => app.presence.set(agentOf(currentUser(request)), request.body.conexao, request.body.chamados),
  );
}
