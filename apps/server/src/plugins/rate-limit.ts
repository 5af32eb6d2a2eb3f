import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import { messages } from '../messages';

/**
 * Whose bucket a request counts in: the signed-in user's when the request carries a valid token,
 * else its address. A whole campus can sit behind one NAT address (and without TRUST_PROXY a
 * reverse proxy makes every caller one address), so keying users on the address would let one
 * busy lab lock everyone out. Unsigned and badly signed requests stay on the address: a bad token
 * buys no bucket of its own. `authenticate` answers once per request, so the route guard that
 * runs next reuses this verification (and the verified-token cache spares the signature check on
 * later requests with the same token).
 */
export async function rateLimitKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.headers.authorization) {
    try {
      const user = await app.authenticate(request);
      if (user.id) return `usuario:${user.id}`;
    } catch {
      // Not a valid token: counted on the address below, and refused by the guard.
    }
  }
  return `ip:${request.ip}`;
}

/**
 * The rate limit of the API and the sign-on. Past the limit every route answers 429 with a
 * Portuguese `mensagem` and `Retry-After`: the limiter throws a real `HttpError`, so the error
 * handlers (the root one and the admin routes' own) answer it like any other refusal.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
  await app.register(rateLimit, {
    max: opts.config.rateLimitMax,
    timeWindow: opts.config.rateLimitWindowMs,
    keyGenerator: (request) => rateLimitKey(app, request),
    // The built portal's files are cheap and a whole campus may share one NAT address: only the
    // routes of the API and the sign-on count, and unknown paths under them (the not-found
    // handler asks the limit too, portal-static.ts).
    allowList: (request) => request.method === 'GET' && !/^\/(api|sso)(\/|$)/.test(request.url),
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
