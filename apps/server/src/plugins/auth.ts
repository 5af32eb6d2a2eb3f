import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { userFromPayload, type AuthUser } from '../auth/claims';
import { createTokenKeys, type TokenKeys } from '../auth/keys';
import { VerifiedTokens } from '../auth/verified-tokens';
import { forbidden, unauthorized } from '../lib/http-error';
import { messages } from '../messages';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenKeys;
    /**
     * Verifies the bearer token; throws 401. Once per request: the rate limit (which keys on the
     * caller) and the route guard both ask, and share the one answer.
     */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** `authenticate`'s answer for this request, once asked (a slot on the request: cheaper than a WeakMap). */
    authAnswer: Promise<AuthUser> | null;
  }
  interface FastifyContextConfig {
    /** 'public': no token; 'admin': group 1702; 'agent': a group of AGENT_GROUPS. Default: any valid token. */
    access?: 'public' | 'user' | 'admin' | 'agent';
  }
}

/** The caller, after the auth hook ran; routes that are not public always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(messages.tokenMissing);
  return request.user;
}

/** The caller's id for ticket calls; an `idUsuario` naming someone else is refused (spec §6). */
export function ticketUser(request: FastifyRequest, idUsuario?: string): AuthUser {
  const user = currentUser(request);
  if (!user.id) throw forbidden(messages.userWithoutId);
  if (idUsuario !== undefined && idUsuario !== '' && idUsuario.trim() !== user.id) throw forbidden(messages.otherUser);
  return user;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

async function auth(app: FastifyInstance, opts: { config: Config }) {
  const keys = await createTokenKeys(opts.config);
  app.decorate('tokens', keys);
  app.decorateRequest('user', null);
  app.decorateRequest('authAnswer', null);
  const verified = new VerifiedTokens();
  const verify = async (request: FastifyRequest): Promise<AuthUser> => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    const token = match?.[1];
    if (!token) throw unauthorized(messages.tokenMissing);
    const known = verified.get(token);
    if (known) return known;
    let user: AuthUser;
    let exp: number;
    try {
      const payload = await keys.verify(token);
      user = userFromPayload(payload, opts.config.agentGroups);
      exp = payload.exp!;
    } catch {
      throw unauthorized(messages.tokenInvalid);
    }
    // Shared by every request that carries this token: nothing may change it.
    deepFreeze(user);
    verified.set(token, user, exp);
    return user;
  };
  app.decorate('authenticate', (request: FastifyRequest) => (request.authAnswer ??= verify(request)));
}

export default fp(auth, { name: 'auth' });

/**
 * Guards an /api scope: every route needs a valid token unless its config says `access: 'public'`,
 * and every /api/admin route (or `access: 'admin'`) needs group 1702. Runs in onRequest, before
 * the body is parsed, so an anonymous caller learns nothing from validation errors. Every
 * /api/agente route (or `access: 'agent'`) needs a group of AGENT_GROUPS. Attached per
 * route, so public routes (the hot tree list) pay nothing for it.
 */
export async function guard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'user';
    if (access === 'public') return;
    const admin = access === 'admin' || route.url.startsWith('/api/admin');
    const agent = access === 'agent' || route.url === '/api/agente' || route.url.startsWith('/api/agente/');
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      // Answers for one user (errors included) must not sit in a shared or browser cache.
      reply.header('cache-control', 'no-store');
      const user = await app.authenticate(request);
      request.user = user;
      if (admin && !user.admin) throw forbidden(messages.adminOnly);
      if (agent && !user.agente) throw forbidden(messages.agentOnly);
    };
    // After the hooks already there (the rate limit): bad tokens are counted too.
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [check] : Array.isArray(existing) ? [...existing, check] : [existing, check];
  });
}
