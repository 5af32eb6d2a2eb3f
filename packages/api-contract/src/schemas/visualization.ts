import { Type, type Static } from 'typebox';
import { Id, Obj, UserQuery } from './common';
import { ListState } from './tickets';

/** `GET /api/visualization/ticket`: which list's unseen tickets to count. */
export const UnseenQuery = Obj({
  ...UserQuery.properties,
  estado: Type.Optional(Type.Union([Type.Literal('aberto'), Type.Literal('fechado')], { default: 'aberto' })),
});
export type UnseenQuery = Static<typeof UnseenQuery>;

/** The '{n} novos' badge: the count is in `data`. */
export const UnseenCount = Obj({ data: Type.Integer({ minimum: 0 }) });
export type UnseenCount = Static<typeof UnseenCount>;

/** `POST /api/visualization/article`: marks an article seen (spec §7: `seen: true`, nothing else). */
export const ArticleSeenBody = Obj({
  ticketId: Id,
  articleId: Id,
  seen: Type.Optional(Type.Literal(true, { default: true })),
});
export type ArticleSeenBody = Static<typeof ArticleSeenBody>;

export { ListState };
