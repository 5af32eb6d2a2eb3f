import type { WalkAnswer as WalkAnswerType } from '@chamados/tree-engine';
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
  /**
   * The service (the tree's name, or what the tree set), shown beside the title: tickets that
   * kept the default subject 'Chamado criado automaticamente - {data}' are told apart by it.
   * Optional so that older servers' pages still validate.
   */
  servico: Type.Optional(Type.String({ description: 'o serviço (nome da árvore), mostrado ao lado do título' })),
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

const ANSWER_TEXT = Text({ maxLength: 100_000 });
const WalkScalar = Type.Union([ANSWER_TEXT, Type.Number(), Type.Boolean()]);
const WalkChoice = Obj({ valor: Text({ maxLength: 1000 }) }, { description: 'a opção de uma seleção, pelo seu valor' });

/**
 * One field's answer, as tree-engine's `WalkAnswer`: a text or scalar, a select's `{ valor }`,
 * the checked values of check boxes, a table's rows, or an attachment box's `{ arquivos }`
 * (positions in the request's files: the `anexos` parts, or the JSON form's `anexos`).
 */
export const WalkAnswer = Type.Unsafe<WalkAnswerType>(
  Type.Union(
    [
      WalkScalar,
      WalkChoice,
      Obj({ arquivos: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_ATTACHMENT_FILES - 1 }), { maxItems: MAX_ATTACHMENT_FILES }) }, { description: 'os arquivos de uma caixa de anexos, pela posição entre os arquivos enviados' }),
      Type.Array(Type.Union([ANSWER_TEXT, NamedMap(Type.Union([WalkScalar, WalkChoice]), 100)]), { maxItems: 500, description: 'os valores marcados, ou as linhas de uma tabela' }),
    ],
    { description: 'a resposta de um campo' },
  ),
);

/**
 * One screen answered (tree-engine's `WalkStep`): `tela` and exactly one of `opcao` (the option
 * chosen), `resolvido` (the tutorial's answer) or `respostas` (a form's answers by field name).
 */
export const WalkStep = Obj({
  tela: Text({ minLength: 1, maxLength: 300 }),
  opcao: Type.Optional(Text({ maxLength: 1000 })),
  resolvido: Type.Optional(Type.Boolean()),
  respostas: Type.Optional(NamedMap(WalkAnswer, 500)),
});
export type WalkStep = Static<typeof WalkStep>;

/**
 * `POST /api/ticket`: the walk, not what the portal concluded from it (ARCHITECTURE.md §7). The
 * signed `atendimento` (from `POST /api/atendimento/inicio`) names the tree and the version the
 * walk started on; the server replays `passos` on that version with tree-engine and derives the
 * ticket — subject, queue, type, priority, service, the first article and the tables — itself.
 * Files go as multipart `anexos` parts (`CreateTicketForm`) or, small, as base64 here; answers
 * name them by position. A key this shape does not have is refused, not dropped.
 */
export const CreateTicketBody = Obj({
  atendimento: Text({ minLength: 1, maxLength: 1000, description: 'o id assinado do atendimento (POST /api/atendimento/inicio)' }),
  passos: Type.Array(WalkStep, { minItems: 0, maxItems: 1000 }),
  anexos: Type.Array(Obj({ contentType: CONTENT_TYPE, filename: FILE_NAME, content: BASE64 }), { maxItems: MAX_ATTACHMENT_FILES, default: [] }),
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
