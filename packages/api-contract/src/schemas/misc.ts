import { Type, type Static } from 'typebox';
import { Id, Obj, Text } from './common';

/** One item of a data-hub list (dynamic select options). */
export const DataHubItem = Obj({ key: Type.String(), value: Type.String() });
export type DataHubItem = Static<typeof DataHubItem>;

export const DataHubList = Type.Array(DataHubItem);
export type DataHubList = Static<typeof DataHubList>;

export const DataHubListParams = Obj({ key: Text({ minLength: 1, maxLength: 100 }) });
export type DataHubListParams = Static<typeof DataHubListParams>;

export const DataHubMapParams = Obj({ mapa: Text({ minLength: 1, maxLength: 100 }) });
export type DataHubMapParams = Static<typeof DataHubMapParams>;

export const DataHubMapQuery = Obj({ chave: Text({ maxLength: 500 }) });
export type DataHubMapQuery = Static<typeof DataHubMapQuery>;

/** A map lookup during assignments: `chave` (interpolated) looked up in `mapa`. */
export const DataHubMapEntry = Obj({ mapa: Type.String(), chave: Type.String(), valor: Type.String() });
export type DataHubMapEntry = Static<typeof DataHubMapEntry>;

/**
 * `GET /api/admin/datahub`: the names of the data hub's lists and maps, so the tree editor can
 * check and complete them. `disponivel` is false when the data hub could not answer (a remote
 * one that is down): the names are then unknown and nothing is checked against them.
 */
export const DataHubKeys = Obj({
  disponivel: Type.Boolean({ description: 'false quando o data hub não respondeu' }),
  listas: Type.Array(Type.String(), { description: 'nomes das listas (opcoes: { chave })' }),
  mapas: Type.Array(Type.String(), { description: 'nomes dos mapas (operandos mapeamento)' }),
});
export type DataHubKeys = Static<typeof DataHubKeys>;

/** An attachment of an FAQ item; inline images in `Field3` reference it by `FileID`. */
export const FaqAttachment = Obj({
  FileID: Type.Integer(),
  Filename: Type.String(),
  ContentType: Type.String(),
  Content: Type.String({ description: 'base64' }),
});
export type FaqAttachment = Static<typeof FaqAttachment>;

/** The FAQItem of spec §3 (Znuny's FAQ shape): the portal reads the first item of the list. */
export const FaqItem = Obj({
  ItemID: Type.Integer(),
  Title: Type.String(),
  Field3: Type.String({ description: 'resposta em HTML; imagens inline referenciam anexos por FileID' }),
  Attachment: Type.Array(FaqAttachment),
});
export type FaqItem = Static<typeof FaqItem>;

export const FaqItemList = Type.Array(FaqItem);
export type FaqItemList = Static<typeof FaqItemList>;

/** `POST /api/atendimento/encerrar`: the attendance ended, with or without a ticket. */
export const EndServiceBody = Obj({
  ticketId: Type.Optional(Id),
  arvore: Text({ maxLength: 300, default: '' }),
  log: Type.Array(Text({ maxLength: 1000 }), { maxItems: 1000, default: [] }),
});
export type EndServiceBody = Static<typeof EndServiceBody>;

export const EndServiceResult = Obj({ id: Type.Integer() });
export type EndServiceResult = Static<typeof EndServiceResult>;

/** `GET /api/ip`: the caller's address as the server sees it (no third-party lookup). */
export const ClientIp = Obj({ ip: Type.String() });
export type ClientIp = Static<typeof ClientIp>;

/** `GET /healthz`. */
export const Health = Obj({ status: Type.Literal('ok') });
export type Health = Static<typeof Health>;
