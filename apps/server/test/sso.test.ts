import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, useTestApp } from './test-app';
import { bearer } from './tokens';

const form = (body: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/sso/login',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('demo single sign-on', () => {
  const t = useTestApp();

  it('shows a Portuguese demo page with five accounts (the agent too) and no script', async () => {
    const res = await t.app.inject('/sso/login?service=/chamados/abertos');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Ambiente de demonstração');
    expect(res.body.match(/<form method="post" action="\/sso\/login"/g)).toHaveLength(5);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('value="/chamados/abertos"');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    ['aluna', '12345678909'],
    ['govbr', 'carlos.lima@gmail.com'],
    ['servidora', '11144477735'],
    ['admin', '52998224725'],
    ['atendente', '39053344705'],
  ])('logs in as %s and redirects to service with a token carrying every claim', async (conta, userId) => {
    const res = await t.app.inject(form({ conta, service: '/atendimento?filtro=rede' }));
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe('/atendimento');
    expect(location.searchParams.get('filtro')).toBe('rede');
    const ticket = location.searchParams.get('ticket')!;
    const claims = decodeJwt(ticket);
    for (const k of ['exp', 'nome', 'name', 'cpf', 'email', 'clientName', 'grupos', 'matricula', 'clientIpAddress']) expect(claims).toHaveProperty(k);
    expect(Array.isArray(claims.grupos)).toBe(true);
    expect((claims.grupos as string[]).includes('1702')).toBe(conta === 'admin');
    // The token works against the API, as the user it names.
    const count = await t.app.inject({ url: `/api/visualization/ticket?idUsuario=${encodeURIComponent(userId)}`, headers: bearer(ticket) });
    expect(count.statusCode).toBe(200);
  });

  it('accepts an absolute service URL of this same origin', async () => {
    const res = await t.app.inject({ ...form({ conta: 'aluna', service: 'http://localhost:80/home' }), headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/home\?ticket=/);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)'])('refuses %s as service (no open redirect)', async (service) => {
    const page = await t.app.inject(`/sso/login?service=${encodeURIComponent(service)}`);
    expect(page.statusCode).toBe(400);
    const post = await t.app.inject(form({ conta: 'aluna', service }));
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  // Paths that URL parsing normalises to '//evil.example': a protocol-relative Location.
  it.each(['/.//evil.example/', '/a/..//evil.example/', 'http://localhost:80//evil.example/'])(
    'refuses %s, a path that becomes another origin once normalised',
    async (service) => {
      const host = { host: 'localhost:80' };
      expect((await t.app.inject({ url: `/sso/login?service=${encodeURIComponent(service)}`, headers: host })).statusCode).toBe(400);
      const logout = await t.app.inject({ url: `/sso/logout?service=${encodeURIComponent(service)}`, headers: host });
      expect(logout.statusCode).toBe(400);
      expect(logout.headers.location).toBeUndefined();
    },
  );

  it('logs out by redirecting back to service', async () => {
    const res = await t.app.inject('/sso/logout?service=/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('with a real SSO configured', () => {
  it('forwards /sso/login and /sso/logout to it', async () => {
    const t = await createTestApp({ ssoLoginUrl: 'https://sso.ufv.br/cas/login', ssoLogoutUrl: 'https://sso.ufv.br/cas/logout' });
    const login = await t.app.inject('/sso/login?service=https://chamados.ufv.br/');
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('https://sso.ufv.br/cas/login?service=https%3A%2F%2Fchamados.ufv.br%2F');
    const post = await t.app.inject(form({ conta: 'admin', service: '/' }));
    expect(post.statusCode).toBe(404);
    const logout = await t.app.inject('/sso/logout?service=/');
    expect(logout.headers.location).toBe('https://sso.ufv.br/cas/logout?service=%2F');
    await t.close();
  });
});
