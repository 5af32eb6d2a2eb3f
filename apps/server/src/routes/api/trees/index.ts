import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import type { TreeListBody } from '../../../trees/public-tree-cache';
import { currentUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** True when an If-None-Match header names `etag` (or `*`); weak tags compare equal (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The unfiltered list: its bytes (already JSON of the declared shape, sent as they are), or 304. */
function sendList(ifNoneMatch: string | undefined, reply: FastifyReply, list: TreeListBody): void {
  reply.header('etag', list.etag);
  if (matches(ifNoneMatch, list.etag)) reply.code(304).send();
  else reply.type(JSON_UTF8).send(list.body);
}

/** The trees users walk. The list is public (the service panel's search needs no login). */
export default async function treeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const list = contractRoute(routes.treeList);
  app.get(
    routes.treeList.path,
    // Served from memory: cheaper than counting the request, so not rate-limited.
    { ...list, config: { ...list.config, rateLimit: false } },
    (request, reply) => {
      // Served as pre-encoded bytes: this is the hottest route of the portal. The unfiltered
      // list, when in memory, is sent without a promise in the way.
      const busca = request.query.busca;
      const ready = busca ? undefined : app.treeCache.peek();
      if (ready !== undefined) {
        sendList(request.headers['if-none-match'], reply, ready);
        return;
      }
      return app.treeCache.json(busca).then((list) => {
        if (typeof list === 'string') reply.type(JSON_UTF8).send(list as never);
        else sendList(request.headers['if-none-match'], reply, list);
      });
    },
  );

  // The version this student walks (a gradual launch gives some the new one): the server decides.
  app.get(routes.tree.path, contractRoute(routes.tree), async (request) => (await app.gradualLaunches.walkVersion(request.params.nome, currentUser(request).id)).tree);
}
