import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import type { Config } from '../../../config';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { currentUser } from '../../../plugins/auth';
import { uploadRoutes, withAttachments } from '../../../tickets/multipart-intake';
import { sendAttachment } from '../../../tickets/send-attachment';
import { contractRoute } from '../../contract-route';

/**
 * The Central de Atendimento under /api/agente: agents only (the guard answers 403 to anyone
 * else, see plugins/auth.ts). With TICKET_STORE=znuny agents answer in Znuny: `GET /agente` says
 * so, and every other route answers 409 with the same `mensagem`.
 */
export default async function agentRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const desk = () => {
    if (!app.desk) throw conflict(messages.deskInZnuny(config.znunyAgentUrl));
    return app.desk;
  };

  app.get(routes.agentDesk.path, contractRoute(routes.agentDesk), async (request) => {
    const user = currentUser(request);
    const eu = { id: user.id, nome: user.nome || user.email };
    if (!app.desk) return { atendimento: 'znuny' as const, ...(config.znunyAgentUrl ? { urlZnuny: config.znunyAgentUrl } : {}), eu, filas: [], prioridades: [] };
    return { atendimento: 'portal' as const, eu, filas: await app.desk.queues(), prioridades: app.desk.priorities() };
  });

  app.get(routes.agentQueue.path, contractRoute(routes.agentQueue), async (request) => {
    const d = desk();
    if (request.query.meus && request.query.semAtendente) throw badRequest(messages.deskBothOwnerFilters);
    return d.queue(currentUser(request).id, request.query);
  });

  app.get(routes.agentTicket.path, contractRoute(routes.agentTicket), async (request) => {
    const detail = await desk().detail(currentUser(request).id, request.params.id);
    if (!detail) throw notFound(messages.ticketNotFound);
    return detail;
  });

  app.patch(routes.agentTicketUpdate.path, contractRoute(routes.agentTicketUpdate), async (request) => {
    const detail = await desk().update(currentUser(request), request.params.id, request.body);
    if (!detail) throw notFound(messages.ticketNotFound);
    app.live.ticket(detail.id, 'alterado', detail.solicitante.id);
    return detail;
  });

  // Article files arrive as the student's reply's do: the same intake (multipart or small JSON).
  await uploadRoutes(fastify, { dataLimit: config.attachmentBodyLimit }, (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    uploads.post(
      routes.agentArticleCreate.path,
      { ...contractRoute(routes.agentArticleCreate), bodyLimit: config.attachmentBodyLimit },
      async (request, reply) => {
        const d = desk();
        if (!request.body.corpo.trim()) throw badRequest(messages.deskArticleEmpty);
        const detail = await withAttachments(request, (files) => d.addArticle(currentUser(request), request.params.id, request.body, files));
        if (!detail) throw notFound(messages.ticketNotFound);
        app.live.ticket(detail.id, request.body.interno ? 'nota' : 'resposta-atendente', detail.solicitante.id);
        return reply.status(201).send(detail);
      },
    );
  });

  app.post(routes.agentTicketSeen.path, contractRoute(routes.agentTicketSeen), async (request) => {
    const ok = await desk().markSeen(currentUser(request).id, request.params.id);
    if (!ok) throw notFound(messages.ticketNotFound);
    return { ok };
  });

  app.get(routes.agentAttachment.path, contractRoute(routes.agentAttachment), async (request, reply) => {
    const file = await desk().attachment(request.params.id, request.params.anexoId);
    if (!file) throw notFound(messages.attachmentNotFound);
    return sendAttachment(reply, file);
  });

  app.get(routes.agentCannedReplies.path, contractRoute(routes.agentCannedReplies), async () => {
    desk();
    return app.cannedReplies.list();
  });
}
