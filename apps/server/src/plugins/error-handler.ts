import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Diagnostic } from '@chamados/api-contract';
import { HttpError } from '../lib/http-error';
import { messages } from '../messages';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Turns one Ajv error into a Portuguese diagnostic naming the field. */
function describe(e: AjvError, context: string | undefined): Diagnostic {
  const v = messages.validation;
  const base = e.instancePath.split('/').filter(Boolean);
  const missing = e.keyword === 'required' ? String(e.params.missingProperty) : undefined;
  const pathParts = missing ? [...base, missing] : base;
  const campo = pathParts.join('.') || (context ? v.where[context] ?? context : 'corpo');
  let message: string;
  switch (e.keyword) {
    case 'required': message = v.required(campo); break;
    case 'type': message = v.type(campo, v.types[String(e.params.type)] ?? String(e.params.type)); break;
    case 'minLength': message = v.minLength(campo, Number(e.params.limit)); break;
    case 'maxLength': message = v.maxLength(campo, Number(e.params.limit)); break;
    case 'minimum': message = v.minimum(campo, Number(e.params.limit)); break;
    case 'maximum': message = v.maximum(campo, Number(e.params.limit)); break;
    case 'maxItems': message = v.maxItems(campo, Number(e.params.limit)); break;
    case 'enum': message = v.enum(campo, ((e.params.allowedValues as unknown[]) ?? []).join(', ')); break;
    case 'const': message = v.enum(campo, String(e.params.allowedValue)); break;
    case 'pattern': case 'format': message = v.pattern(campo); break;
    // validation.ts: an integer of a path or query written other than as plain digits.
    case 'digits': message = v.digits(campo); break;
    case 'additionalProperties': {
      const extra = String(e.params.additionalProperty);
      return { severity: 'error', message: v.unknownKey([...base, extra].join('.')), path: [...base, extra] };
    }
    case 'anyOf': message = v.noShape(campo); break;
    // The only `not` of the contract is Text's: NUL or a lone surrogate.
    case 'not': message = v.forbiddenText(campo); break;
    default: message = v.other(campo);
  }
  return { severity: 'error', message, path: pathParts };
}

/** Fastify's own error codes, mapped to a status and a Portuguese message. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.emptyJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.invalidRequest],
  FST_REQ_FILE_TOO_LARGE: [413, messages.treeFileTooLarge],
  FST_PARTS_LIMIT: [413, messages.bodyTooLarge],
  FST_FILES_LIMIT: [413, messages.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, messages.bodyTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_VALIDATION: [400, messages.invalidRequest],
  FST_ERR_BAD_URL: [400, messages.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, messages.paramTooLong],
  FST_ERR_ASYNC_CONSTRAINT: [400, messages.invalidRequest],
};

/**
 * Errors of the router (a path that is not valid percent-encoded UTF-8, a parameter longer than
 * the router allows), which Fastify answers before any hook: Fastify's `frameworkErrors` option.
 * Answered here with the security headers the onRequest hook would have set.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const [status, mensagem] = FASTIFY_CODES[error.code] ?? [400, messages.invalidRequest];
    return reply.headers(headers).status(status).send({ mensagem });
  };
}

/** Every error leaves as `{ mensagem, erros? }` in Portuguese, Fastify's own included. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { erros?: Diagnostic[] }, request, reply) => {
    if (error instanceof HttpError) {
      // RFC 6750 §3: a 401 names the scheme the client must use.
      if (error.statusCode === 401) reply.header('www-authenticate', request.headers.authorization ? 'Bearer error="invalid_token"' : 'Bearer');
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...error.details, mensagem: error.message, ...(error.erros ? { erros: error.erros } : {}) });
    }
    if (error.validation) {
      const all = error.validation as AjvError[];
      // A value that fits no branch of a union: one finding for it, not one per branch tried —
      // the forbidden-text one when a text branch refused its characters (NUL, a lone surrogate).
      const unions = new Set(all.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
      const inUnion = (e: AjvError) => [...unions].some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
      const kept = all.filter((e) => !inUnion(e));
      for (const path of unions) kept.push(all.find((e) => e.keyword === 'not' && e.instancePath === path) ?? { keyword: 'anyOf', instancePath: path, params: {} });
      const described = kept.map((e) => describe(e, error.validationContext));
      // Composed schemas (allOf) can report one fault twice: each message once.
      const erros = described.filter((d, i) => described.findIndex((o) => o.message === d.message) === i);
      return reply.status(400).send({ mensagem: messages.invalidRequest, erros });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ mensagem: known[1] });
    // A body parser's syntax error is malformed JSON; any other 400 is just an invalid request.
    if (error instanceof SyntaxError) return reply.status(400).send({ mensagem: messages.malformedJson });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ err: error }, 'client error');
    return reply.status(status).send({ mensagem: status >= 500 ? messages.internalError : messages.invalidRequest });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
