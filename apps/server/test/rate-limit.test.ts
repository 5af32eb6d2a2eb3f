import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { routes, type RouteContract } from '@chamados/api-contract';
import type { UserClaims } from '@chamados/tree-engine';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

const MAX = 3;
const PORTUGUESE = /[a-zà-ú]/i;

/** A caller of its own: a CPF nobody else uses, so each test has its own bucket. */
let next = 0;
function someone(admin = false): UserClaims {
  next += 1;
  const cpf = String(90_000_000_000 + next);
  return { ...(admin ? claims.admin : claims.userA), cpf, grupos: admin ? ['1702'] : [] };
}

/** A harmless request to a route: unknown ids, no body (the 429 comes before the body is read). */
function requestTo(route: RouteContract, headers: Record<string, string>, remoteAddress: string): InjectOptions {
  const base = route.path === '/healthz' ? '' : '/api';
  const url = base + route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' || name === 'anexoId' ? '999999' : 'nada'));
  return { method: route.method, url, headers, remoteAddress };
}

describe('rate limit', () => {
  const t = useTestApp({ rateLimitMax: MAX, rateLimitWindowMs: 60_000 });
  let verifications = 0;

  beforeAll(() => {
    // Counts real signature checks: the limiter must reuse the guard's verification.
    const verify = t.app.tokens.verify;
    t.app.tokens.verify = (jwt) => {
      verifications += 1;
      return verify(jwt);
    };
  });

  it('answers every route of the contract past the limit with a Portuguese 429 and Retry-After', async () => {
    const failures: string[] = [];
    let ip = 0;
    for (const [name, route] of Object.entries(routes) as [string, RouteContract][]) {
      ip += 1;
      const headers = route.access === 'public' ? {} : bearer(await token(someone(route.access === 'admin')));
      const req = requestTo(route, headers, `10.20.0.${ip}`);
      for (let i = 0; i < MAX; i++) await t.app.inject(req);
      const res = await t.app.inject(req);
      // Health and the public tree list (served from memory, cheaper than counting) are never limited.
      if (route.path === '/healthz' || name === 'treeList') {
        if (res.statusCode !== 200) failures.push(`${name}: answered ${res.statusCode}, never limited`);
        continue;
      }
      const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
      const retryAfter = Number(res.headers['retry-after']);
      if (res.statusCode !== 429 || typeof body.mensagem !== 'string' || !PORTUGUESE.test(body.mensagem) || !(retryAfter > 0)) {
        failures.push(`${name} ${route.method} ${req.url}: ${res.statusCode} retry-after=${res.headers['retry-after']} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('counts a signed-in user on their own, wherever they call from, and others behind the same address apart', async () => {
    const x = bearer(await token(someone()));
    const y = bearer(await token(someone()));
    const campus = '10.30.0.1';
    const ipOf = (headers: Record<string, string>, remoteAddress: string) => t.app.inject({ url: '/api/ip', headers, remoteAddress });
    for (let i = 0; i < MAX; i++) expect((await ipOf(x, campus)).statusCode).toBe(200);
    expect((await ipOf(x, campus)).statusCode).toBe(429);
    // Another student behind the same NAT address still gets through…
    expect((await ipOf(y, campus)).statusCode).toBe(200);
    // …and the limited one stays limited from another address.
    expect((await ipOf(x, '10.30.0.2')).statusCode).toBe(429);
  });

  it('counts callers without a valid token by address, so bad tokens buy no extra attempts', async () => {
    const bad = { authorization: 'Bearer x.y.z' };
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i++) statuses.push((await t.app.inject({ url: '/api/ip', headers: bad, remoteAddress: '10.40.0.1' })).statusCode);
    expect(statuses).toEqual([...Array(MAX).fill(401), 429]);
    // Anonymous calls from that address share its bucket; a signed-in user there does not.
    expect((await t.app.inject({ url: '/api/arvores/nada', remoteAddress: '10.40.0.1' })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/ip', headers: bearer(await token(someone())), remoteAddress: '10.40.0.1' })).statusCode).toBe(200);
  });

  it('verifies a token once per request, good or bad, and not again while it is cached', async () => {
    const good = bearer(await token(someone()));
    verifications = 0;
    expect((await t.app.inject({ url: '/api/ip', headers: good, remoteAddress: '10.50.0.1' })).statusCode).toBe(200);
    expect(verifications).toBe(1);
    expect((await t.app.inject({ url: '/api/ip', headers: good, remoteAddress: '10.50.0.1' })).statusCode).toBe(200);
    expect(verifications).toBe(1);
    expect((await t.app.inject({ url: '/api/ip', headers: { authorization: 'Bearer a.b.c' }, remoteAddress: '10.50.0.2' })).statusCode).toBe(401);
    expect(verifications).toBe(2);
  });
});
