import { Type, type Static, type TProperties, type TStringOptions } from 'typebox';

/**
 * A closed object: the server removes unknown properties on input (Ajv `removeAdditional`) and
 * never sends any it did not declare.
 * @example const Point = Obj({ x: Type.Number(), y: Type.Number() })
 */
export const Obj = <T extends TProperties>(props: T, options: { description?: string; title?: string } = {}) =>
  Type.Object(props, { additionalProperties: false, ...options });

/**
 * What no text of a request may hold: NUL (PostgreSQL's text and jsonb refuse it) and a lone
 * UTF-16 surrogate (not Unicode; jsonb refuses it too). Written to mean the same with and without
 * the regular expression's `u` flag, so every validator reads it alike.
 */
export const FORBIDDEN_TEXT = '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';

/**
 * Request text: a string without NUL or lone surrogates, so bad text is a 400 naming the field
 * rather than a database error. Every text a request carries is one (bodies, keys, queries, paths).
 * @example const Nome = Text({ minLength: 1, maxLength: 200 })
 */
export const Text = (options: TStringOptions = {}) => Type.String({ ...options, not: { pattern: FORBIDDEN_TEXT } });

/** True when `value` holds a character `Text` refuses. @example hasForbiddenText('a\u0000b') // true */
export const hasForbiddenText = (value: string): boolean => new RegExp(FORBIDDEN_TEXT).test(value);

/** The largest id a PostgreSQL `serial` holds; bigger ids are a 400, never a 500. */
export const MAX_ID = 2_147_483_647;

/** A positive database id. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `/{id}` path parameters. */
export const IdParams = Obj({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** A text edit: replace `from`..`to` (offsets into the YAML text) with `insert`. */
export const TextFix = Obj({
  from: Type.Integer({ minimum: 0 }),
  to: Type.Integer({ minimum: 0 }),
  insert: Type.String(),
});
export type TextFix = Static<typeof TextFix>;

/**
 * One finding: a tree verification diagnostic (tree-engine's `Diagnostic`, with line and column
 * in the YAML) or a validation error of a request field. Both read alike in the portal.
 */
export const Diagnostic = Obj({
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  message: Type.String(),
  path: Type.Array(Type.Union([Type.String(), Type.Number()])),
  line: Type.Optional(Type.Integer()),
  column: Type.Optional(Type.Integer()),
  fix: Type.Optional(TextFix),
});
export type Diagnostic = Static<typeof Diagnostic>;

/** Every error the server answers (ARCHITECTURE.md §5): a Portuguese message, maybe details. */
export const ErrorBody = Obj(
  { mensagem: Type.String(), erros: Type.Optional(Type.Array(Diagnostic)) },
  { title: 'Erro', description: 'Erro em português' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** Paging of spec §7 (`offset`, `limit`); the portal's `pagina`/`itensporpagina` map onto it. */
export const PAGE_DEFAULTS = { offset: 0, limit: 10, maxLimit: 100, maxOffset: 1_000_000 } as const;

/** The `offset` and `limit` query parameters every list takes. */
export const Paging = {
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: PAGE_DEFAULTS.maxOffset, default: PAGE_DEFAULTS.offset })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_DEFAULTS.maxLimit, default: PAGE_DEFAULTS.limit })),
};

/** The user identifier of ticket calls (spec §6); one naming someone else is refused (403). */
export const UserQuery = Obj({ idUsuario: Type.Optional(Text({ maxLength: 320 })) });
export type UserQuery = Static<typeof UserQuery>;

/** `{ ok: true }`-style acknowledgement. */
export const Ok = Obj({ ok: Type.Boolean() });
export type Ok = Static<typeof Ok>;
