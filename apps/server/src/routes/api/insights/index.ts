import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { currentUser } from '../../../plugins/auth';
import { utf8JsonParser } from '../../../plugins/body-charset';
import { contractRoute } from '../../contract-route';

/**
 * Tree insights: a walk's start (signed in), its events (public: `navigator.sendBeacon` sends no
 * token, so the signed attendance id is the proof) and the admins' statistics.
 */
export default async function insightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // A beacon's string body arrives as text/plain: read as JSON here only, as strictly (and, like
  // every JSON body, refused when its bytes are not UTF-8).
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, utf8JsonParser(app));

  app.post(routes.insightStart.path, contractRoute(routes.insightStart), async (request, reply) =>
    // The user's id only picks their version (a gradual launch) and marks how often they start this tree; it is not kept.
    reply.status(201).send(await app.insights.start(currentUser(request).id, request.body.arvore, await app.gradualLaunches.walkVersion(request.body.arvore, currentUser(request).id))),
  );
  app.post(routes.insightEvents.path, contractRoute(routes.insightEvents), async (request, reply) => {
    await app.insights.record(request.body);
    return reply.status(204).send(null);
  });
  app.get(routes.adminTreeStats.path, contractRoute(routes.adminTreeStats), async (request) =>
    app.insights.stats(request.params.id, request.query),
  );
}
