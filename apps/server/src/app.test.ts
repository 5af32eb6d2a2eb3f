import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

describe('app shell', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chamados</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>Chamados</title><div id="root"></div><!-- shell -->');
    fs.writeFileSync(path.join(dist, 'atendimento.html'), '<!doctype html><title>Chamados</title><div id="root"><main>painel</main></div>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync('console.log(1)'));
    t = await createTestApp({ portalDist: dist });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the health probe', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves a built file and caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/app-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('falls back to the client-rendered shell (app.html) for a client-side route', async () => {
    const res = await app.inject('/chamados/abertos?pagina=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<!-- shell -->');
  });

  it('answers a prerendered page at its own path, query or not', async () => {
    for (const url of ['/atendimento', '/atendimento?filtro=wifi']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<main>painel</main>');
    }
    expect((await app.inject('/atendimento/outra')).body).toContain('<!-- shell -->');
  });

  it('serves the real robots.txt as text, not the HTML fallback', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
  });

  it('sends the build\'s precompressed copy to a browser that accepts Brotli', async () => {
    const res = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing hashed asset with 404 rather than HTML', async () => {
    const res = await app.inject('/assets/missing.js');
    expect(res.statusCode).toBe(404);
  });

  it('answers an unknown API path with a Portuguese JSON 404', async () => {
    const res = await app.inject('/api/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toMatch(/não encontrada/);
  });

  it('sends a CSP whose scripts need neither unsafe-inline nor unsafe-eval', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('app without a portal build', () => {
  it('still starts and answers / with a short text', async () => {
    const { app, close } = await createTestApp({ portalDist: path.join(os.tmpdir(), 'no-such-portal-dist') });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/portal não foi construído/);
    await close();
  });
});
