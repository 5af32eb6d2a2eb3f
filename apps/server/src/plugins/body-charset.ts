import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error';
import { utf8Text } from '../lib/utf8-text';
import { messages } from '../messages';

const JSON_TYPE = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** True when the request says it carries a body (a length above zero, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The charset a JSON body declares, when it is not UTF-8; undefined for UTF-8 or none.
 * @example foreignJsonCharset('application/json; charset=latin1') // 'latin1'
 */
export function foreignJsonCharset(contentType: string | undefined): string | undefined {
  if (!contentType || !JSON_TYPE.test(contentType)) return undefined;
  const charset = CHARSET.exec(contentType)?.[1];
  if (charset === undefined || /^utf-?8$/i.test(charset)) return undefined;
  return charset;
}

/**
 * JSON is UTF-8 between systems (RFC 8259 §8.1), and Fastify's parser reads every JSON body as
 * UTF-8 whatever its `charset` says: a Latin-1 'ç' became U+FFFD and UTF-16 became NULs, stored
 * as if the client had typed them. A JSON body labelled with another charset is refused with 415
 * before it is read, and one labelled UTF-8 (or not labelled) whose bytes are not is refused with
 * 400 by the JSON parser: nothing is guessed and nothing is written.
 */
async function bodyCharset(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const charset = foreignJsonCharset(request.headers['content-type']);
    if (charset !== undefined && hasBody(request)) throw new HttpError(415, messages.jsonCharset);
  });
  // Fastify's JSON parser, fed the body's bytes checked as UTF-8: the parser, not one more hook,
  // so requests without a body (every read) pay nothing for it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8JsonParser(app));
}

/**
 * A content-type parser (`parseAs: 'buffer'`) that reads the body as JSON, as strictly as
 * Fastify's own, after refusing bytes that are not UTF-8 with 400 ('O texto enviado não está em
 * UTF-8.'), so nothing is stored with U+FFFD in place of what the client sent.
 * @example app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, utf8JsonParser(app));
 */
export function utf8JsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
    const text = typeof body === 'string' ? body : utf8Text(body);
    if (text === undefined) return done(badRequest(messages.notUtf8));
    parse(request, text, done);
  };
}

export default fp(bodyCharset, { name: 'body-charset' });
