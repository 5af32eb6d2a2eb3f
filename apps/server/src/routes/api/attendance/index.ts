import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import { notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { contractRoute } from '../../contract-route';

/** The end-of-service record: the attendance finished (with or without a ticket). */
export default async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(routes.endService.path, contractRoute(routes.endService), async (request, reply) => {
    const user = ticketUser(request);
    const row = await app.tickets.endService(user, request.body);
    if (!row) throw notFound(messages.ticketNotFound);
    return reply.status(201).send(row);
  });
}
