import { Type, type TProperties } from 'typebox';

/** A closed object: unknown properties are removed on input (Ajv removeAdditional) and output. */
export const Obj = <T extends TProperties>(props: T, options: { description?: string } = {}) =>
  Type.Object(props, { additionalProperties: false, ...options });

export const Diagnostic = Obj({
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  message: Type.String(),
  path: Type.Array(Type.Union([Type.String(), Type.Number()])),
  line: Type.Optional(Type.Integer()),
  column: Type.Optional(Type.Integer()),
});

/** Every error body (ARCHITECTURE.md §5). */
export const ErrorBody = Obj(
  { mensagem: Type.String(), erros: Type.Optional(Type.Array(Diagnostic)) },
  { description: 'Erro em português' },
);

/** Error responses a route may give, for the OpenAPI document and serialisation. */
export function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;
}

/** Errors any authenticated route may answer. */
export const authErrors = errors(400, 401, 403, 429);

export const IdParams = Obj({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Paging = {
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};
