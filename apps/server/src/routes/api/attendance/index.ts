import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { authErrors, errors, Obj } from '../../schemas';

/** The end-of-service record: the attendance finished (with or without a ticket). */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/atendimento/encerrar',
    {
      schema: {
        tags: ['atendimento'],
        summary: 'Registra o fim do atendimento',
        body: Obj({
          ticketId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
          arvore: Type.String({ maxLength: 300, default: '' }),
          log: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000, default: [] }),
        }),
        response: { 201: Obj({ id: Type.Integer() }), ...authErrors, ...errors(404) },
      },
    },
    async (request, reply) => {
      const user = ticketUser(request);
      const row = await app.tickets.endService(user, request.body);
      if (!row) throw notFound(messages.ticketNotFound);
      return reply.status(201).send(row);
    },
  );
}
