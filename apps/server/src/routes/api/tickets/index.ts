import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../../config';
import { badRequest, notFound } from '../../../lib/http-error';
import { messages } from '../../../messages';
import { ticketUser } from '../../../plugins/auth';
import { contentDisposition, downloadContentType } from '../../../tickets/file-name';
import { authErrors, errors, IdParams, Obj } from '../../schemas';
import { CreatedTicket, CreateTicketBody, ListQuery, ReplyBody, SearchQuery, TicketDetail, TicketPage } from './schemas';

/** The ticket calls of spec §7, scoped to the caller: someone else's ticket is not found. */
export default async function ticketRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const store = () => app.tickets;
  const tags = ['chamados'];

  app.get(
    '/ticket',
    { schema: { tags, summary: 'Lista os chamados do usuário', querystring: ListQuery, response: { 200: TicketPage, ...authErrors } } },
    async (request) => {
      const { idUsuario, estado = 'aberto', offset = 0, limit = 10 } = request.query;
      const user = ticketUser(request, idUsuario);
      return store().list(user.id, estado, offset, limit);
    },
  );

  app.get(
    '/ticket/fulltext',
    { schema: { tags, summary: 'Busca textual nos chamados do usuário', querystring: SearchQuery, response: { 200: TicketPage, ...authErrors } } },
    async (request) => {
      const { idUsuario, texto, offset = 0, limit = 10 } = request.query;
      const user = ticketUser(request, idUsuario);
      if (!texto.trim()) throw badRequest(messages.searchEmpty);
      return store().search(user.id, texto, offset, limit);
    },
  );

  app.get(
    '/ticket/:id',
    { schema: { tags, summary: 'Detalhe do chamado', params: IdParams, response: { 200: TicketDetail, ...authErrors, ...errors(404) } } },
    async (request) => {
      const user = ticketUser(request);
      const detail = await store().detail(user.id, request.params.id);
      if (!detail) throw notFound(messages.ticketNotFound);
      return detail;
    },
  );

  app.post(
    '/ticket',
    {
      bodyLimit: opts.config.attachmentBodyLimit,
      schema: {
        tags,
        summary: 'Cria um chamado a partir do atendimento',
        body: CreateTicketBody,
        response: { 201: CreatedTicket, ...authErrors, ...errors(413) },
      },
    },
    async (request, reply) => {
      const user = ticketUser(request);
      const created = await store().create(user, request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/ticket/:id',
    {
      bodyLimit: opts.config.attachmentBodyLimit,
      schema: {
        tags,
        summary: 'Responde ao chamado',
        params: IdParams,
        body: ReplyBody,
        response: { 200: TicketDetail, ...authErrors, ...errors(404, 413) },
      },
    },
    async (request) => {
      const user = ticketUser(request);
      if (!request.body.corpo.trim()) throw badRequest(messages.replyEmpty);
      const detail = await store().reply(user, request.params.id, request.body);
      if (!detail) throw notFound(messages.ticketNotFound);
      return detail;
    },
  );

  app.get(
    '/ticket/:id/anexos/:anexoId',
    {
      schema: {
        tags,
        summary: 'Baixa um anexo',
        params: Obj({ id: IdParams.properties.id, anexoId: IdParams.properties.id }),
        response: { 200: Type.Unsafe<Buffer | Readable>({ type: 'string', format: 'binary' }), ...authErrors, ...errors(404) },
      },
    },
    async (request, reply) => {
      const user = ticketUser(request);
      const file = await store().attachment(user.id, request.params.id, request.params.anexoId);
      if (!file) throw notFound(messages.attachmentNotFound);
      // Always a download, never rendered in our origin: an uploaded HTML or SVG cannot run here.
      return reply
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .type(downloadContentType(file.contentType))
        .send(file.content);
    },
  );
}
