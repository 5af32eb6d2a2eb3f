import type { RouteContract } from '@chamados/api-contract';
import { ERROR_BODIES, ErrorBody } from '@chamados/api-contract';
import { refusingUnknownKeys } from '../plugins/validation';

/** Where a route's schema keeps the contract's multipart form of its body (see `RouteContract.form`). */
export const FORM_KEY = 'x-chamados-form';

type Part<R, K extends string> = R extends Record<K, infer S> ? { [P in K]: S } : unknown;

/** The Fastify schema of a contract route: validation, serialisation and OpenAPI from one place. */
export type ContractSchema<R extends RouteContract> = {
  tags: string[];
  summary: string;
  hide?: boolean;
  consumes?: readonly string[];
  response: { [S in R['status']]: R['response'] } & { [E in R['errors'][number]]: (typeof ERROR_BODIES)[number] | typeof ErrorBody };
} & Part<R, 'params'> &
  Part<R, 'querystring'> &
  Part<R, 'body'>;

/**
 * The options a route registers with: its schema and its access rule, both from
 * `@chamados/api-contract`. Handlers are typed by the schema (TypeBox type provider).
 * @example app.get(routes.ticketList.path, contractRoute(routes.ticketList), handler)
 */
export function contractRoute<const R extends RouteContract>(route: R, extra: { hide?: boolean } = {}) {
  const schema: Record<string, unknown> = {
    tags: [route.tag],
    summary: route.summary,
    ...extra,
    response: { [route.status]: route.response, ...Object.fromEntries(route.errors.map((code) => [code, ERROR_BODIES[code] ?? ErrorBody])) },
  };
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  if (route.consumes) schema.consumes = route.consumes;
  // Read by the OpenAPI document only (openapi.ts), which lists it beside the JSON body.
  if (route.form) schema[FORM_KEY] = route.form;
  const options = { schema: schema as ContractSchema<R>, config: { access: route.access } };
  return route.refuseUnknownKeys ? { ...options, validatorCompiler: refusingUnknownKeys() } : options;
}
