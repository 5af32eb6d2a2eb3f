import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { Config } from '../../../config';
import { badRequest } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { currentUser } from '../../../plugins/auth';
import { verifyText } from '../../../trees/tree-service';
import { authErrors, errors, IdParams, Obj } from '../../schemas';
import { AdminTree, AdminTreeInput, TreeVersion, Verification } from '../trees/schemas';

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
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['administração'];
  const author = (u: { nome: string; email: string; id: string }) => u.nome || u.email || u.id;

  app.get(
    '/admin/arvore',
    { schema: { tags, summary: 'Todas as árvores', response: { 200: Type.Array(AdminTree), ...authErrors } } },
    async () => app.trees.list(),
  );

  app.get(
    '/admin/arvore/:id',
    { schema: { tags, summary: 'Uma árvore', params: IdParams, response: { 200: AdminTree, ...authErrors, ...errors(404) } } },
    async (request) => app.trees.get(request.params.id),
  );

  app.get(
    '/admin/arvore/nome/:nome',
    {
      schema: {
        tags,
        summary: 'Uma árvore pelo nome (sem diferenciar maiúsculas)',
        params: Obj({ nome: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: AdminTree, ...authErrors, ...errors(404) },
      },
    },
    async (request) => app.trees.getByName(request.params.nome),
  );

  app.get(
    '/admin/arvore/:id/versoes',
    { schema: { tags, summary: 'Versões lançadas', params: IdParams, response: { 200: Type.Array(TreeVersion), ...authErrors, ...errors(404) } } },
    async (request) => app.trees.versions(request.params.id),
  );

  app.post(
    '/admin/arvore',
    { schema: { tags, summary: 'Cria uma árvore (não lançada)', body: AdminTreeInput, response: { 201: AdminTree, ...authErrors, ...errors(409) } } },
    async (request, reply) => {
      const created = await app.trees.create(request.body, author(currentUser(request)));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/admin/arvore/:id',
    {
      schema: { tags, summary: 'Salva o rascunho', params: IdParams, body: AdminTreeInput, response: { 200: AdminTree, ...authErrors, ...errors(404, 409) } },
    },
    async (request) => app.trees.update(request.params.id, request.body),
  );

  app.post(
    '/admin/arvore/verificar',
    {
      schema: {
        tags,
        summary: 'Verifica o YAML de uma árvore (multipart, campo "arquivo")',
        consumes: ['multipart/form-data'],
        body: Obj({ arquivo: Type.String({ description: 'arquivo YAML (text/plain)' }) }),
        response: { 200: Verification, ...authErrors, ...errors(413, 415) },
      },
    },
    async (request) => {
      const text = request.body.arquivo;
      // Not UTF-8 text (a binary or a file in another encoding): nothing to verify.
      if (text.includes('\uFFFD') || text.includes('\u0000')) throw badRequest(messages.treeNotConvertible);
      return verifyText(text, opts.config.treeFileLimit);
    },
  );

  app.put(
    '/admin/arvore/:id/lancar',
    { schema: { tags, summary: 'Lança o rascunho em produção', params: IdParams, response: { 200: AdminTree, ...authErrors, ...errors(404, 409) } } },
    async (request) => app.trees.launch(request.params.id, author(currentUser(request))),
  );

  app.patch(
    '/admin/arvore/:id/desabilitar',
    { schema: { tags, summary: 'Tira a árvore de produção', params: IdParams, response: { 200: AdminTree, ...authErrors, ...errors(404) } } },
    async (request) => app.trees.disable(request.params.id),
  );

  app.delete(
    '/admin/arvore/:id',
    { schema: { tags, summary: 'Apaga uma árvore não lançada', params: IdParams, response: { 204: Type.Null(), ...authErrors, ...errors(404, 409) } } },
    async (request, reply) => {
      await app.trees.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [suffix, direction] of [['orderup', -1], ['orderdown', 1]] as const) {
    app.patch(
      `/admin/arvore/:id/${suffix}`,
      {
        schema: {
          tags,
          summary: direction < 0 ? 'Sobe uma posição' : 'Desce uma posição',
          params: IdParams,
          response: { 200: Type.Array(AdminTree), ...authErrors, ...errors(404, 409) },
        },
      },
      async (request) => app.trees.move(request.params.id, direction),
    );
  }
}
