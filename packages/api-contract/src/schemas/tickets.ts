import { Type, type Static, type TSchema } from 'typebox';
import { MAX_ATTACHMENT_FILES, MAX_ATTACHMENTS_BYTES } from '../limits';
import { Id, Obj, Paging, Text, UserQuery } from './common';

/**
 * A ticket's state as users see it: `novo`, `aberto`, `pendente`, `pendente-cliente`, `fechado`
 * (ARCHITECTURE.md §5). Any other value gets the default icon, so the type stays open.
 */
export const TicketState = Type.String({ description: 'novo, aberto, pendente, pendente-cliente ou fechado' });
export type TicketState = 'novo' | 'aberto' | 'pendente' | 'pendente-cliente' | 'fechado' | (string & {});

/** The states a user-facing state list knows; `fechado` is the only closed one. */
export const TICKET_STATES = ['novo', 'aberto', 'pendente', 'pendente-cliente', 'fechado'] as const;

/** Which list `GET /api/ticket` returns: every state but `fechado`, or `fechado`. */
export const ListState = Type.Union([Type.Literal('aberto'), Type.Literal('fechado')]);
export type ListState = Static<typeof ListState>;

export const TicketListQuery = Obj({
  ...UserQuery.properties,
  estado: Type.Optional(Type.Union([Type.Literal('aberto'), Type.Literal('fechado')], { default: 'aberto' })),
  ...Paging,
});
export type TicketListQuery = Static<typeof TicketListQuery>;

export const TicketSearchQuery = Obj({
  ...UserQuery.properties,
  texto: Text({ minLength: 1, maxLength: 200 }),
  ...Paging,
});
export type TicketSearchQuery = Static<typeof TicketSearchQuery>;

/** One row of a ticket list. Dates are ISO 8601; the portal shows them as dd/MM/yyyy H:mm. */
export const TicketListItem = Obj({
  id: Type.Integer(),
  tn: Type.String({ description: 'número de protocolo, ex. 2025061010000012' }),
  titulo: Type.String(),
  estado: Type.Unsafe<TicketState>(TicketState),
  criado: Type.String({ format: 'date-time' }),
  modificado: Type.String({ format: 'date-time' }),
  visualizado: Type.Boolean({ description: 'falso enquanto algum artigo não foi visto pelo usuário' }),
});
export type TicketListItem = Static<typeof TicketListItem>;

/** `GET /api/ticket` and `GET /api/ticket/fulltext`: one page and the total. */
export const TicketPage = Obj({ tickets: Type.Array(TicketListItem), maxSize: Type.Integer({ minimum: 0 }) });
export type TicketPage = Static<typeof TicketPage>;

/** An attachment of an article; only `inline` ones carry their body, the others are downloaded. */
export const Attachment = Obj({
  id: Type.Integer(),
  disposition: Type.String({ description: 'inline ou attachment' }),
  content: Type.Optional(Type.String({ description: 'base64, só para anexos inline' })),
  contenttype: Type.String(),
  filename: Type.String(),
  filesize: Type.Integer({ minimum: 0 }),
  url: Type.String({ description: 'rota de download (precisa do token)' }),
});
export type Attachment = Static<typeof Attachment>;

/** Inbound (from the user) or outbound (from the help desk). */
export const ArticleDirection = Type.Union([Type.Literal('entrada'), Type.Literal('saida')]);
export type ArticleDirection = Static<typeof ArticleDirection>;

/** One message of a ticket. `corpo` is untrusted HTML: the portal sanitises it. */
export const Article = Obj({
  id: Type.Integer(),
  assunto: Type.String(),
  corpo: Type.String(),
  criado: Type.String({ format: 'date-time' }),
  tipo: ArticleDirection,
  de: Type.String(),
  visualizado: Type.Boolean(),
  anexos: Type.Array(Attachment),
});
export type Article = Static<typeof Article>;

/** `GET /api/ticket/{id}`. The three deadlines are present only when set. */
export const TicketDetail = Obj({
  id: Type.Integer(),
  tn: Type.String(),
  titulo: Type.String(),
  servico: Type.String(),
  criado: Type.String({ format: 'date-time' }),
  modificado: Type.String({ format: 'date-time' }),
  estado: Type.Unsafe<TicketState>(TicketState),
  prazoPrimeiraResposta: Type.Optional(Type.String({ format: 'date-time' })),
  prazoAtualizacao: Type.Optional(Type.String({ format: 'date-time' })),
  prazoSolucao: Type.Optional(Type.String({ format: 'date-time' })),
  prioridade: Type.String(),
  fila: Type.String(),
  atendente: Type.String(),
  responsavel: Type.String(),
  visualizado: Type.Boolean(),
  artigos: Type.Array(Article),
});
export type TicketDetail = Static<typeof TicketDetail>;

const FILE_NAME = Text({ minLength: 1, maxLength: 255 });
const CONTENT_TYPE = Text({ maxLength: 255 });
/**
 * base64 of at most the attachment limit (4 characters per 3 bytes, plus a data: prefix). The
 * JSON form is for small files: the server takes JSON bodies of a few MB only (its
 * ATTACHMENT_BODY_LIMIT_MB); larger files go as multipart parts (`CreateTicketForm`).
 */
const BASE64 = Type.String({ maxLength: Math.ceil(MAX_ATTACHMENTS_BYTES / 3) * 4 + 200 });
/**
 * A map from property names to values. TypeBox's key schema becomes a catch-all pattern, so the
 * name limits go in `propertyNames`, where validators apply them.
 */
const NamedMap = <T extends TSchema>(value: T, maxProperties: number, options: { default?: unknown } = {}) =>
  Type.Record(Type.String(), value, { propertyNames: Text({ minLength: 1, maxLength: 200 }), maxProperties, ...options });

const SUMMARY_LABEL = Text({ maxLength: 1000 });
const SUMMARY_VALUE = Text({ maxLength: 100_000 });
const WordedAnswer = Obj({ rotulo: SUMMARY_LABEL, valor: SUMMARY_VALUE });

/**
 * tree-engine's `AttendanceSummary` (`describeAttendance`): the walk worded for people. The
 * server's first article shows it; without it the article falls back to property names.
 */
export const AttendanceSummary = Obj({
  caminho: Type.Array(Obj({ pergunta: SUMMARY_LABEL, resposta: SUMMARY_LABEL }), { maxItems: 1000 }),
  respostas: Type.Array(WordedAnswer, { maxItems: 2000 }),
  tabelas: Type.Array(
    Obj({
      titulo: SUMMARY_LABEL,
      colunas: Type.Array(SUMMARY_LABEL, { maxItems: 100 }),
      linhas: Type.Array(Type.Array(Text({ maxLength: 10_000 }), { maxItems: 100 }), { maxItems: 500 }),
    }),
    { maxItems: 100 },
  ),
  anexos: Type.Array(Obj({ nome: FILE_NAME, tipo: CONTENT_TYPE }), { maxItems: 50 }),
  propriedades: Type.Array(WordedAnswer, { maxItems: 500 }),
});
export type AttendanceSummary = Static<typeof AttendanceSummary>;

/**
 * `POST /api/ticket`: tree-engine's `TicketRequest`. `assunto` is always there: the engine's
 * `buildTicketRequest` writes the default subject, so the server never invents one.
 */
export const CreateTicketBody = Obj({
  propriedades: Type.Intersect([
    Type.Object({ assunto: Text({ minLength: 1, maxLength: 300, pattern: '\\S' }) }),
    NamedMap(Text({ maxLength: 100_000 }), 500),
  ]),
  anexos: Type.Array(Obj({ contentType: CONTENT_TYPE, filename: FILE_NAME, content: BASE64 }), { maxItems: MAX_ATTACHMENT_FILES, default: [] }),
  tabelas: NamedMap(Type.Array(NamedMap(Text({ maxLength: 10_000 }), 100), { maxItems: 500 }), 100, { default: {} }),
  log: Type.Array(Text({ maxLength: 1000 }), { maxItems: 1000, default: [] }),
  resumo: Type.Optional(AttendanceSummary),
});
export type CreateTicketBody = Static<typeof CreateTicketBody>;


/** A file part of a form: its bytes, with its name and type in the part's headers. */
const FilePart = Type.String({ contentMediaType: 'application/octet-stream', description: 'o arquivo, com nome (filename) e tipo (Content-Type) nos cabeçalhos da parte' });

/** The `multipart/form-data` form of a creation or reply, with `body` the JSON part. */
export const attachmentForm = (body: string) =>
  Type.Object(
    {
      dados: Type.String({ contentMediaType: 'application/json', description: `${body} em JSON, sem os arquivos; a primeira parte do formulário` }),
      anexos: Type.Array(FilePart, { maxItems: MAX_ATTACHMENT_FILES, description: `uma parte por arquivo, até ${MAX_ATTACHMENTS_BYTES / 1048576} MB no total, enviados em fluxo` }),
    },
    {
      required: ['dados'],
      description: 'O mesmo pedido em multipart/form-data, para arquivos de qualquer tamanho dentro do limite: a parte "dados" primeiro, depois uma parte "anexos" por arquivo.',
    },
  );

/** `POST /api/ticket` as `multipart/form-data`: `dados` is a `CreateTicketBody`, the files stream after it. */
export const CreateTicketForm = attachmentForm('o CreateTicketBody');

/** The answer of `POST /api/ticket`; the portal reads ticketId, ticketNumber and the deadline. */
export const CreatedTicket = Obj({
  ticketId: Type.Integer(),
  ticketNumber: Type.String(),
  estado: Type.Unsafe<TicketState>(TicketState),
  solutionTimeDestinationDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type CreatedTicket = Static<typeof CreatedTicket>;

/** A file of a reply. */
export const ReplyAttachment = Obj({
  filename: FILE_NAME,
  contenttype: CONTENT_TYPE,
  content: BASE64,
  size: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ReplyAttachment = Static<typeof ReplyAttachment>;

/**
 * `POST /api/ticket/{id}`. `assunto` defaults to 'Re: [Ticket#{tn}]'; `de` and `criado` are
 * accepted as the spec sends them, but the server takes the sender from the token and the time
 * from its own clock.
 */
export const ReplyBody = Obj({
  assunto: Type.Optional(Text({ maxLength: 300 })),
  corpo: Text({ minLength: 1, maxLength: 100_000 }),
  anexos: Type.Array(ReplyAttachment, { maxItems: MAX_ATTACHMENT_FILES, default: [] }),
  de: Type.Optional(Text({ maxLength: 320 })),
  criado: Type.Optional(Text({ maxLength: 40 })),
});
export type ReplyBody = Static<typeof ReplyBody>;

/** `POST /api/ticket/{id}` as `multipart/form-data`: `dados` is a `ReplyBody`, the files stream after it. */
export const ReplyForm = attachmentForm('o ReplyBody');

/** `/ticket/{id}/anexos/{anexoId}`. */
export const AttachmentParams = Obj({ id: Id, anexoId: Id });
export type AttachmentParams = Static<typeof AttachmentParams>;

/** The downloaded bytes of an attachment. */
export const AttachmentBytes = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
