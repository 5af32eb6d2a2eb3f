import { Type, type Static } from 'typebox';
import { Id, Obj, Text } from './common';

/**
 * What happened to a ticket: `criado` (a student opened it), `resposta-solicitante`,
 * `resposta-atendente`, `nota` (an internal note: agents only) or `alterado` (state, owner,
 * priority or queue).
 */
export const LiveTicketChange = Type.Union([
  Type.Literal('criado'),
  Type.Literal('resposta-solicitante'),
  Type.Literal('resposta-atendente'),
  Type.Literal('nota'),
  Type.Literal('alterado'),
]);
export type LiveTicketChange = Static<typeof LiveTicketChange>;

/** A ticket the reader may see changed: read it again (its page, the lists, the counts). */
export const LiveTicketEvent = Obj({
  tipo: Type.Literal('chamado'),
  id: Id,
  mudanca: LiveTicketChange,
  em: Type.String({ format: 'date-time' }),
});
export type LiveTicketEvent = Static<typeof LiveTicketEvent>;

/** An agent who has a ticket open. */
export const LiveAgent = Obj({ id: Type.String(), nome: Type.String() });
export type LiveAgent = Static<typeof LiveAgent>;

/** Agents only: who has ticket `id` open now (the reader included; the portal leaves itself out). */
export const LivePresenceEvent = Obj({ tipo: Type.Literal('presenca'), id: Id, agentes: Type.Array(LiveAgent) });
export type LivePresenceEvent = Static<typeof LivePresenceEvent>;

/** The first event of a stream: its name (for the presence calls) and when it ends (the token's expiry). */
export const LiveHelloEvent = Obj({ tipo: Type.Literal('conectado'), conexao: Type.String(), expira: Type.String({ format: 'date-time' }) });
export type LiveHelloEvent = Static<typeof LiveHelloEvent>;

/** Events were missed (a `Last-Event-ID` the server no longer has, a database reconnection): read everything again. */
export const LiveReloadEvent = Obj({ tipo: Type.Literal('recarregar') });
export type LiveReloadEvent = Static<typeof LiveReloadEvent>;

/** The server ends the stream: the token expired, or the server is stopping. */
export const LiveEndEvent = Obj({ tipo: Type.Literal('fim'), motivo: Type.Union([Type.Literal('token-expirado'), Type.Literal('servidor-parando')]) });
export type LiveEndEvent = Static<typeof LiveEndEvent>;

/** Every event of `GET /api/eventos`. */
export const LiveEvent = Type.Union([LiveHelloEvent, LiveTicketEvent, LivePresenceEvent, LiveReloadEvent, LiveEndEvent]);
export type LiveEvent = Static<typeof LiveEvent>;

/** `POST /api/eventos/presenca` body: every ticket this connection's pages have open (empty: none). */
export const LivePresenceBody = Obj({ conexao: Text({ minLength: 1, maxLength: 100 }), chamados: Type.Array(Id, { maxItems: 50 }) });
export type LivePresenceBody = Static<typeof LivePresenceBody>;

/** Its answer: who else has each of those tickets open now. */
export const LivePresenceList = Obj({ chamados: Type.Array(Obj({ id: Id, agentes: Type.Array(LiveAgent) })) });
export type LivePresenceList = Static<typeof LivePresenceList>;
