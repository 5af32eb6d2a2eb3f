import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { authErrors, errors, Obj } from '../../schemas';
import { Estado, UserQuery } from './schemas';

/** Unseen counts (the '{n} novos' badges) and marking an article seen. */
export default async function visualizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['chamados'];

  app.get(
    '/visualization/ticket',
    {
      schema: {
        tags,
        summary: 'Quantidade de chamados com novidades',
        querystring: Obj({ ...UserQuery.properties, estado: Type.Optional(Estado) }),
        response: { 200: Obj({ data: Type.Integer() }), ...authErrors },
      },
    },
    async (request) => {
      const user = ticketUser(request, request.query.idUsuario);
      return { data: await app.tickets.unseenCount(user.id, request.query.estado ?? 'aberto') };
    },
  );

  app.post(
    '/visualization/article',
    {
      schema: {
        tags,
        summary: 'Marca um artigo como visto',
        querystring: UserQuery,
        body: Obj({
          ticketId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          articleId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          seen: Type.Optional(Type.Boolean({ default: true })),
        }),
        response: { 200: Obj({ ok: Type.Boolean() }), ...authErrors, ...errors(404) },
      },
    },
    async (request) => {
      const user = ticketUser(request, request.query.idUsuario);
      const ok = await app.tickets.markSeen(user.id, request.body.ticketId, request.body.articleId);
      if (!ok) throw notFound(messages.articleNotFound);
      return { ok };
    },
  );
}
