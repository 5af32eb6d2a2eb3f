import { beforeAll, describe, expect, it } from 'vitest';
import { imageSources } from '../src/plugins/security';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

describe('hardening', () => {
  const t = useTestApp({ rateLimitMax: 5, rateLimitWindowMs: 60_000 });
  let h: Record<string, string>;
  beforeAll(async () => {
    h = bearer(await token(claims.userA));
  });

  it('rate-limits the API with a Portuguese 429, but not the cached public list or health', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: '/api/ip', headers: h, remoteAddress: '10.9.9.9' })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    const limited = await t.app.inject({ url: '/api/ip', headers: h, remoteAddress: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().mensagem).toMatch(/Muitas requisições/);
    expect((await t.app.inject({ url: '/api/arvores', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    // Keyed on the signed-in user, not the address (test/rate-limit.test.ts).
    expect((await t.app.inject({ url: '/api/ip', headers: h, remoteAddress: '10.9.9.10' })).statusCode).toBe(429);
  });

  it('counts unknown API paths like any other (a scanner gets 429), but not the portal’s pages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: `/api/nao-existe-${i}`, remoteAddress: '10.7.7.7' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/wp-login.php', remoteAddress: '10.7.7.7' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().mensagem).toMatch(/Muitas requisições/);
    for (let i = 0; i < 7; i++) expect((await t.app.inject({ url: '/chamados/abertos', remoteAddress: '10.7.7.7' })).statusCode).not.toBe(429);
  });

  it('counts requests with bad tokens against the limit too (no free brute force)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: '/api/ip', headers: { authorization: 'Bearer x.y.z' }, remoteAddress: '10.8.8.8' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sends the security headers on API answers too', async () => {
    const res = await t.app.inject({ url: '/api/arvores' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("lets images load only from this origin and the FAQ hosts tutorials may use (no 'https:' at large)", async () => {
    const csp = String((await t.app.inject({ url: '/api/arvores' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    expect(imageSources({ faqHosts: ['faq.ufv.br'], znunyAgentUrl: 'https://suporte.ufv.br/otrs/index.pl' })).toEqual(["'self'", 'data:', 'blob:', 'https://faq.ufv.br', 'https://suporte.ufv.br']);
  });

  it('echoes the request id of the logs, taking the caller\'s x-request-id when given', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ url: '/healthz' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
