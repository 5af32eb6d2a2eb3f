import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
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
 * before it is read, so nothing is guessed and nothing is written.
 */
async function bodyCharset(app: FastifyInstance) {
  app.addHook('preParsing', async (request) => {
    const charset = foreignJsonCharset(request.headers['content-type']);
    if (charset !== undefined && hasBody(request)) throw new HttpError(415, messages.jsonCharset);
  });
}

export default fp(bodyCharset, { name: 'body-charset' });
