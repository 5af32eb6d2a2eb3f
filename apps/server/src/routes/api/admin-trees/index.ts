import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { routes } from '@chamados/api-contract';
import { authorOf } from '../../../auth/author-of';
import type { Config } from '../../../config';
import { badRequest } from '../../../lib/http-error';
import { requireRevision, sendEtag } from '../../../lib/if-match';
import { messages } from '../../../messages';
import { currentUser } from '../../../plugins/auth';
import { compareVersions } from '../../../trees/gradual-launches';
import { contractRoute } from '../../contract-route';

/**
 * Tree administration (spec §4, §7): admin only, enforced by the /api guard. `GET` of one tree
 * answers its ETag (`"<id>.<revisao>"`); every write to an existing tree carries it back in
 * If-Match: 412 when another admin wrote since, 428 without it.
 */
export default async function adminTreeRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  // Only `verificar` takes multipart; the file is read as UTF-8 text into the body, capped.
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: opts.config.treeFileLimit, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    async onFile(part) {
      (part as unknown as { value: string }).value = (await part.toBuffer()).toString('utf8');
    },
  });
  // busboy reports a malformed body (garbage, no boundary, a part cut short) as a plain Error
  // without a status: it is the client's fault, a 400, and the root handler answers it.
  fastify.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request) => {
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (multipart && error.statusCode === undefined && error.code === undefined && /multipart|boundary/i.test(error.message)) {
      throw badRequest(messages.malformedMultipart);
    }
    throw error;
  });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(routes.adminTreeList.path, contractRoute(routes.adminTreeList), async () => app.trees.list());

  app.get(routes.adminTree.path, contractRoute(routes.adminTree), async (request, reply) => {
    const tree = await app.trees.get(request.params.id);
    sendEtag(reply, tree);
    return tree;
  });

  app.get(routes.adminTreeRevision.path, contractRoute(routes.adminTreeRevision), async (request, reply) => {
    const revision = await app.trees.revision(request.params.id);
    sendEtag(reply, { id: request.params.id, revisao: revision.revisao });
    return revision;
  });

  app.get(routes.adminTreeByName.path, contractRoute(routes.adminTreeByName), async (request) =>
    app.trees.getByName(request.params.nome),
  );

  app.get(routes.adminTreeVersions.path, contractRoute(routes.adminTreeVersions), async (request) =>
    app.trees.versions(request.params.id),
  );

  app.post(routes.adminTreeCreate.path, contractRoute(routes.adminTreeCreate), async (request, reply) => {
    const created = await app.trees.create(request.body, authorOf(currentUser(request)));
    sendEtag(reply, created);
    return reply.status(201).send(created);
  });

  app.put(routes.adminTreeUpdate.path, contractRoute(routes.adminTreeUpdate), async (request, reply) => {
    const { id } = request.params;
    const por = authorOf(currentUser(request));
    const { sobrescrita, ...updated } = await app.trees.update(id, request.body, { por, expected: requireRevision(request, id) });
    // 'Salvar a minha por cima': the replaced draft is kept in tree_overwrites; the log says so.
    if (sobrescrita) request.log.info({ arvore: id, por, revisao: updated.revisao }, 'rascunho de outra pessoa sobrescrito de propósito (guardado em tree_overwrites)');
    sendEtag(reply, updated);
    return updated;
  });

  app.post(routes.adminTreeVerify.path, contractRoute(routes.adminTreeVerify), async (request) => {
    const text = request.body.arquivo;
    // Not UTF-8 text (a binary or a file in another encoding): nothing to verify.
    if (text.includes('\uFFFD') || text.includes('\u0000')) throw badRequest(messages.treeNotConvertible);
    return app.trees.verify(text);
  });

  // The launch's body is optional (to everyone, no note): none reads as `{}`, as it always could.
  const launch = contractRoute(routes.adminTreeLaunch);
  const bodyOptional = async (request: { body: unknown }) => {
    request.body ??= {};
  };
  app.put(routes.adminTreeLaunch.path, { ...launch, preValidation: bodyOptional }, async (request, reply) => {
    const { id } = request.params;
    const launched = await app.trees.launch(id, { por: authorOf(currentUser(request)), expected: requireRevision(request, id) }, request.body);
    sendEtag(reply, launched);
    return launched;
  });

  // A gradual launch: the two versions compared over the days since it began.
  app.get(routes.adminTreeGradual.path, contractRoute(routes.adminTreeGradual), async (request) => {
    const period = await app.gradualLaunches.comparisonPeriod(request.params.id);
    return period ? compareVersions(period, await app.insights.stats(request.params.id, period.query)) : null;
  });

  for (const [route, promote] of [[routes.adminTreePromote, true], [routes.adminTreeRollback, false]] as const) {
    app.put(route.path, contractRoute(route), async (request, reply) => {
      const { id } = request.params;
      const ended = await app.trees.endGradual(id, { por: authorOf(currentUser(request)), expected: requireRevision(request, id) }, promote);
      sendEtag(reply, ended);
      return ended;
    });
  }

  app.patch(routes.adminTreeDisable.path, contractRoute(routes.adminTreeDisable), async (request, reply) => {
    const { id } = request.params;
    const disabled = await app.trees.disable(id, { por: authorOf(currentUser(request)), expected: requireRevision(request, id) });
    sendEtag(reply, disabled);
    return disabled;
  });

  app.delete(routes.adminTreeDelete.path, contractRoute(routes.adminTreeDelete), async (request, reply) => {
    const { id } = request.params;
    await app.trees.remove(id, requireRevision(request, id));
    return reply.status(204).send(null);
  });

  app.patch(routes.adminTreeOrderUp.path, contractRoute(routes.adminTreeOrderUp), async (request) =>
    app.trees.move(request.params.id, -1, requireRevision(request, request.params.id)),
  );
  app.patch(routes.adminTreeOrderDown.path, contractRoute(routes.adminTreeOrderDown), async (request) =>
    app.trees.move(request.params.id, 1, requireRevision(request, request.params.id)),
  );

  // The editor asks once per form: it checks and completes the names as the server would.
  app.get(routes.adminDataHubKeys.path, contractRoute(routes.adminDataHubKeys), async () => app.datahub.keys());
}
