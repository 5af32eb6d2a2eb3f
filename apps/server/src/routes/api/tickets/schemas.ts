import { Type } from 'typebox';
import { Obj, Paging } from '../../schemas';

export const Estado = Type.Union([Type.Literal('aberto'), Type.Literal('fechado')], { default: 'aberto' });

export const ListQuery = Obj({
  idUsuario: Type.Optional(Type.String({ maxLength: 320 })),
  estado: Type.Optional(Estado),
  ...Paging,
});

export const SearchQuery = Obj({
  idUsuario: Type.Optional(Type.String({ maxLength: 320 })),
  texto: Type.String({ minLength: 1, maxLength: 200 }),
  ...Paging,
});

export const TicketListItem = Obj({
  id: Type.Integer(),
  tn: Type.String(),
  titulo: Type.String(),
  estado: Type.String(),
  criado: Type.String({ format: 'date-time' }),
  modificado: Type.String({ format: 'date-time' }),
  visualizado: Type.Boolean(),
});

export const TicketPage = Obj({ tickets: Type.Array(TicketListItem), maxSize: Type.Integer() });

export const AttachmentOut = Obj({
  id: Type.Integer(),
  disposition: Type.String(),
  content: Type.Optional(Type.String({ description: 'base64, só para anexos inline' })),
  contenttype: Type.String(),
  filename: Type.String(),
  filesize: Type.Integer(),
  url: Type.String(),
});

export const ArticleOut = Obj({
  id: Type.Integer(),
  assunto: Type.String(),
  corpo: Type.String(),
  criado: Type.String(),
  tipo: Type.Union([Type.Literal('entrada'), Type.Literal('saida')]),
  de: Type.String(),
  visualizado: Type.Boolean(),
  anexos: Type.Array(AttachmentOut),
});

export const TicketDetail = Obj({
  id: Type.Integer(),
  tn: Type.String(),
  titulo: Type.String(),
  servico: Type.String(),
  criado: Type.String(),
  modificado: Type.String(),
  estado: Type.String(),
  prazoPrimeiraResposta: Type.Optional(Type.String()),
  prazoAtualizacao: Type.Optional(Type.String()),
  prazoSolucao: Type.Optional(Type.String()),
  prioridade: Type.String(),
  fila: Type.String(),
  atendente: Type.String(),
  responsavel: Type.String(),
  visualizado: Type.Boolean(),
  artigos: Type.Array(ArticleOut),
});

const NAME = Type.String({ minLength: 1, maxLength: 255 });
const TYPE = Type.String({ maxLength: 255 });
// base64 of up to 18 MB; the real limit (total decoded size) is checked when decoding.
const BASE64 = Type.String({ maxLength: 26_000_000 });

/** tree-engine's TicketRequest. */
export const CreateTicketBody = Obj({
  propriedades: Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: 100_000 })),
  anexos: Type.Array(Obj({ contentType: TYPE, filename: NAME, content: BASE64 }), { maxItems: 50, default: [] }),
  tabelas: Type.Record(
    Type.String({ maxLength: 200 }),
    Type.Array(Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: 10_000 })), { maxItems: 500 }),
    { default: {} },
  ),
  log: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000, default: [] }),
});

export const CreatedTicket = Obj({
  ticketId: Type.Integer(),
  ticketNumber: Type.String(),
  estado: Type.String(),
  solutionTimeDestinationDate: Type.Optional(Type.String()),
});

export const ReplyBody = Obj({
  assunto: Type.Optional(Type.String({ maxLength: 300 })),
  corpo: Type.String({ minLength: 1, maxLength: 100_000 }),
  anexos: Type.Array(
    Obj({ filename: NAME, contenttype: TYPE, content: BASE64, size: Type.Optional(Type.Integer({ minimum: 0 })) }),
    { maxItems: 50, default: [] },
  ),
  de: Type.Optional(Type.String({ maxLength: 320 })),
  criado: Type.Optional(Type.String({ maxLength: 40 })),
});

export const UserQuery = Obj({ idUsuario: Type.Optional(Type.String({ maxLength: 320 })) });
