import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { routes } from '@chamados/api-contract';
import type { AuthUser } from '../../../auth/claims';
import type { Config } from '../../../config';
import { badRequest } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { currentUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/** Who a tree's author is, as the admin list shows it. */
const authorOf = (user: AuthUser) => user.nome || user.email || user.id;

/** Tree administration (spec §4, §7): admin only, enforced by the /api guard. */
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

  app.get(routes.adminTree.path, contractRoute(routes.adminTree), async (request) => app.trees.get(request.params.id));

  app.get(routes.adminTreeByName.path, contractRoute(routes.adminTreeByName), async (request) =>
    app.trees.getByName(request.params.nome),
  );

  app.get(routes.adminTreeVersions.path, contractRoute(routes.adminTreeVersions), async (request) =>
    app.trees.versions(request.params.id),
  );

  app.post(routes.adminTreeCreate.path, contractRoute(routes.adminTreeCreate), async (request, reply) => {
    const created = await app.trees.create(request.body, authorOf(currentUser(request)));
    return reply.status(201).send(created);
  });

  app.put(routes.adminTreeUpdate.path, contractRoute(routes.adminTreeUpdate), async (request) =>
    app.trees.update(request.params.id, request.body),
  );

  app.post(routes.adminTreeVerify.path, contractRoute(routes.adminTreeVerify), async (request) => {
    const text = request.body.arquivo;
    // Not UTF-8 text (a binary or a file in another encoding): nothing to verify.
    if (text.includes('\uFFFD') || text.includes('\u0000')) throw badRequest(messages.treeNotConvertible);
    return app.trees.verify(text);
  });

  app.put(routes.adminTreeLaunch.path, contractRoute(routes.adminTreeLaunch), async (request) =>
    app.trees.launch(request.params.id, authorOf(currentUser(request))),
  );

  app.patch(routes.adminTreeDisable.path, contractRoute(routes.adminTreeDisable), async (request) =>
    app.trees.disable(request.params.id),
  );

  app.delete(routes.adminTreeDelete.path, contractRoute(routes.adminTreeDelete), async (request, reply) => {
    await app.trees.remove(request.params.id);
    return reply.status(204).send(null);
  });

  app.patch(routes.adminTreeOrderUp.path, contractRoute(routes.adminTreeOrderUp), async (request) =>
    app.trees.move(request.params.id, -1),
  );
  app.patch(routes.adminTreeOrderDown.path, contractRoute(routes.adminTreeOrderDown), async (request) =>
    app.trees.move(request.params.id, 1),
  );

  // The editor asks once per form: it checks and completes the names as the server would.
  app.get(routes.adminDataHubKeys.path, contractRoute(routes.adminDataHubKeys), async () => app.datahub.keys());
}
