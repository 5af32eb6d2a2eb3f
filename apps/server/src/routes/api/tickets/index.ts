import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@chamados/api-contract';
import type { Config } from '../../../config';
import { badRequest, notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { DetailBodyCache } from '../../../tickets/detail-body-cache';
import { uploadRoutes, withAttachments } from '../../../tickets/multipart-intake';
import { sendAttachment } from '../../../tickets/send-attachment';
import { contractRoute } from '../../contract-route';

/** The ticket calls of spec §7, scoped to the caller: someone else's ticket is not found. */
export default async function ticketRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const store = () => app.tickets;

  app.get(routes.ticketList.path, contractRoute(routes.ticketList), async (request) => {
    const { idUsuario, estado = 'aberto', offset = 0, limit = 10 } = request.query;
    const user = ticketUser(request, idUsuario);
    return store().list(user.id, estado, offset, limit);
  });

  app.get(routes.ticketSearch.path, contractRoute(routes.ticketSearch), async (request) => {
    const { idUsuario, texto, offset = 0, limit = 10 } = request.query;
    const user = ticketUser(request, idUsuario);
    if (!texto.trim()) throw badRequest(messages.searchEmpty);
    return store().search(user.id, texto, offset, limit);
  });

  const detailBodies = new DetailBodyCache();
  app.get(routes.ticketDetail.path, contractRoute(routes.ticketDetail), async (request, reply) => {
    const user = ticketUser(request);
    const s = store();
    if (s.detailVersion && s.versionedDetail) {
      const versioned = { detailVersion: s.detailVersion.bind(s), versionedDetail: s.versionedDetail.bind(s) };
      const body = await detailBodies.body(versioned, user.id, request.params.id, (d) => String(reply.serialize(d)));
      if (!body) throw notFound(messages.ticketNotFound);
      // Serialised by this route's own schema: Fastify sends JSON bytes as they are.
      return reply.type('application/json; charset=utf-8').send(body as never);
    }
    const detail = await s.detail(user.id, request.params.id);
    if (!detail) throw notFound(messages.ticketNotFound);
    return detail;
  });

  // Creation and replies take files as multipart parts, streamed; the JSON form (base64) stays
  // for small bodies only.
  await uploadRoutes(fastify, { dataLimit: opts.config.attachmentBodyLimit }, (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    uploads.post(
      routes.ticketCreate.path,
      { ...contractRoute(routes.ticketCreate), bodyLimit: opts.config.attachmentBodyLimit },
      async (request, reply) => {
        const user = ticketUser(request);
        // The server replays the walk on the version it started on and derives the ticket itself.
        const walk = await withAttachments(request, async (files) => {
          const replayed = await app.walks.replay(user, request.body, files, request.ip);
          return { replayed, created: await store().create(user, replayed.ticket, replayed.files) };
        });
        const { claims, attendance, closed } = walk.replayed;
        // What the statistics count as a ticket or a solved tutorial: what happened here, nothing a portal claims.
        await app.insights.ended(claims, attendance, closed ? 'tutorial' : 'chamado').catch((err: unknown) => request.log.warn({ err }, 'insights: fim do atendimento não contado'));
        app.live.ticket(walk.created.ticketId, 'criado', user.id);
        return reply.status(201).send(walk.created);
      },
    );

    uploads.post(
      routes.ticketReply.path,
      { ...contractRoute(routes.ticketReply), bodyLimit: opts.config.attachmentBodyLimit },
      async (request) => {
        const user = ticketUser(request);
        if (!request.body.corpo.trim()) throw badRequest(messages.replyEmpty);
        const detail = await withAttachments(request, (files) => store().reply(user, request.params.id, request.body, files));
        if (!detail) throw notFound(messages.ticketNotFound);
        app.live.ticket(detail.id, 'resposta-solicitante', user.id);
        return detail;
      },
    );
  });

  app.get(routes.ticketAttachment.path, contractRoute(routes.ticketAttachment), async (request, reply) => {
    const user = ticketUser(request);
    const file = await store().attachment(user.id, request.params.id, request.params.anexoId);
    if (!file) throw notFound(messages.attachmentNotFound);
    return sendAttachment(reply, file);
  });
}
