import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { useTestApp } from './test-app';
import { multipartBody } from './multipart';
import { testSteps, ticketBody } from './open-ticket';
import { bearer, claims, token } from './tokens';
import { ifMatch } from './if-match';

const PORTUGUESE = /[a-zà-ú]/i;

describe('bad input gets a Portuguese 4xx and writes nothing', () => {
  const t = useTestApp({ bodyLimit: 64 * 1024, attachmentBodyLimit: 2 * 1024 * 1024, treeFileLimit: 16 * 1024 });
  let user: Record<string, string>;
  let admin: Record<string, string>;
  let ticketId = 0;
  let treeId = 0;
  let atendimento = '';
  /** The test tree's steps with `n` files (an otherwise valid walk). */
  const steps = (n: number) => testSteps({ assunto: 'x', arquivos: n });

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    admin = bearer(await token(claims.admin));
    ticketId = (await t.app.inject({ url: '/api/ticket?limit=1', headers: user })).json().tickets[0].id;
    treeId = (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json()[0].id;
    // Started (and the test tree launched) before anything is compared.
    atendimento = (await ticketBody(t.app, user)).atendimento;
  });

  const digest = async () => {
    const h = createHash('sha256');
    h.update((await t.app.inject({ url: '/api/admin/arvore', headers: admin })).body);
    h.update((await t.app.inject({ url: '/api/ticket?limit=100', headers: user })).body);
    h.update((await t.app.inject({ url: '/api/ticket?estado=fechado&limit=100', headers: user })).body);
    h.update((await t.app.inject({ url: `/api/ticket/${ticketId}`, headers: user })).body);
    return h.digest('hex');
  };

  const raw = (method: InjectOptions['method'], url: string, body: string, headers = user): InjectOptions => ({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });

  it('every malformed, incomplete, mistyped or oversized request', async () => {
    const huge = JSON.stringify({ nome: 'x', texto: 'a'.repeat(100 * 1024) });
    const aliasBomb = `a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\nnome: X\ninicial: a\ntelas: {}\n`;
    const cases: [string, InjectOptions, number[]][] = [
      ['create ticket: malformed JSON', raw('POST', '/api/ticket', '{"atendimento": {'), [400]],
      ['create ticket: empty body', raw('POST', '/api/ticket', ''), [400]],
      ['create ticket: missing attendance', raw('POST', '/api/ticket', '{"passos": []}'), [400]],
      ['create ticket: mistyped steps', raw('POST', '/api/ticket', `{"atendimento": "${atendimento}", "passos": "x"}`), [400]],
      ['create ticket: a concluded property (the server derives them)', { method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento, passos: [], propriedades: { assunto: 'x', fila: 'N1' } } }, [400]],
      ['create ticket: an attendance not signed by the server', { method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento: 'eyJhbGciOiJIUzI1NiJ9.e30.x', passos: [] } }, [400]],
      ['create ticket: a walk that stops before the end', { method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento, passos: [{ tela: 'como', opcao: 'Abrir chamado' }] } }, [400]],
      ['create ticket: attachment not base64', { method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento, passos: steps(1), anexos: [{ filename: 'a', contentType: 'text/plain', content: '%%%' }] } }, [400]],
      ['create ticket: oversized body', { method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento, passos: [{ tela: 'chamado', respostas: { descricao: 'x'.repeat(3 * 1024 * 1024) } }] } }, [413]],
      ['create ticket: __proto__ key', raw('POST', '/api/ticket', `{"atendimento": "${atendimento}", "passos": [{"tela": "chamado", "respostas": {"__proto__": {"x": 1}}}]}`), [400]],
      ['create ticket: wrong content type', { method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': 'text/plain' }, payload: 'oi' }, [400, 415]],
      ['reply: malformed JSON', raw('POST', `/api/ticket/${ticketId}`, '{'), [400]],
      ['reply: missing corpo', { method: 'POST', url: `/api/ticket/${ticketId}`, headers: user, payload: { assunto: 'a' } }, [400]],
      ['reply: blank corpo', { method: 'POST', url: `/api/ticket/${ticketId}`, headers: user, payload: { assunto: 'a', corpo: '   ' } }, [400]],
      ['reply: id not a number', { method: 'POST', url: '/api/ticket/abc', headers: user, payload: { corpo: 'x' } }, [400]],
      ['reply: unknown ticket', { method: 'POST', url: '/api/ticket/999999', headers: user, payload: { corpo: 'x' } }, [404]],
      ['detail: id out of range', { url: '/api/ticket/99999999999', headers: user }, [400]],
      ['list: bad estado', { url: '/api/ticket?estado=talvez', headers: user }, [400]],
      ['list: negative offset', { url: '/api/ticket?offset=-1', headers: user }, [400]],
      ['list: limit too big', { url: '/api/ticket?limit=100000', headers: user }, [400]],
      ['search: missing texto', { url: '/api/ticket/fulltext', headers: user }, [400]],
      ['search: blank texto', { url: '/api/ticket/fulltext?texto=%20%20', headers: user }, [400]],
      ['seen: mistyped ids', raw('POST', '/api/visualization/article', '{"ticketId":"x","articleId":1}'), [400]],
      ['seen: unknown article', { method: 'POST', url: '/api/visualization/article', headers: user, payload: { ticketId, articleId: 999999 } }, [404]],
      ['download: unknown attachment', { url: `/api/ticket/${ticketId}/anexos/999999`, headers: user }, [404]],
      ['encerrar: unknown ticket', { method: 'POST', url: '/api/atendimento/encerrar', headers: user, payload: { ticketId: 999999 } }, [404]],
      ['encerrar: log not a list', raw('POST', '/api/atendimento/encerrar', '{"log":"x"}'), [400]],
      ['datahub: unknown list', { url: '/api/datahub/lists/nada', headers: user }, [404]],
      ['datahub: map without chave', { url: '/api/datahub/maps/fila-por-campus', headers: user }, [400]],
      ['datahub: unknown map key', { url: '/api/datahub/maps/fila-por-campus?chave=marte', headers: user }, [404]],
      ['faq: unknown item', { url: '/api/faq/999', headers: user }, [404]],
      ['tree: unknown name', { url: '/api/arvores/nada', headers: user }, [404]],
      ['admin create: malformed JSON', raw('POST', '/api/admin/arvore', '{"nome":', admin), [400]],
      ['admin create: missing nome', { method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { texto: '' } }, [400]],
      ['admin create: blank nome', { method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: '  ', texto: '' } }, [400]],
      ['admin create: nome not text', { method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 12, texto: '' } }, [400]],
      ['admin create: oversized body', raw('POST', '/api/admin/arvore', huge, admin), [413]],
      ['admin update: unknown tree', { method: 'PUT', url: '/api/admin/arvore/999999', headers: await ifMatch(t.app, admin, 999999), payload: { nome: 'x', texto: '' } }, [404]],
      ['admin launch: unknown tree', { method: 'PUT', url: '/api/admin/arvore/999999/lancar', headers: await ifMatch(t.app, admin, 999999) }, [404]],
      ['admin disable: unknown tree', { method: 'PATCH', url: '/api/admin/arvore/999999/desabilitar', headers: await ifMatch(t.app, admin, 999999) }, [404]],
      ['admin delete: launched tree', { method: 'DELETE', url: `/api/admin/arvore/${treeId}`, headers: await ifMatch(t.app, admin, treeId) }, [409]],
      ['admin order: first tree up', { method: 'PATCH', url: `/api/admin/arvore/${treeId}/orderup`, headers: await ifMatch(t.app, admin, treeId) }, [409]],
      ['verificar: no file', { method: 'POST', url: '/api/admin/arvore/verificar', headers: admin, payload: {} }, [400, 415]],
      ['verificar: wrong part name', { method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'outro', 'a.yaml', 'nome: x') }, [400]],
      ['verificar: binary file', { method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', Buffer.from([0xff, 0xfe, 0x00, 0x41])) }, [400]],
      ['verificar: file too large', { method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', 'a'.repeat(20 * 1024)) }, [413]],
      ['sso: foreign service', { url: '/sso/login?service=https://evil.example/x' }, [400]],
      ['sso: protocol-relative service', { url: '/sso/login?service=//evil.example/x' }, [400]],
      ['sso: unknown account', { method: 'POST', url: '/sso/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'conta=hacker&service=/' }, [400]],
      ['unknown API route', { url: '/api/nada', headers: user }, [404]],
    ];
    const before = await digest();
    const failures: string[] = [];
    for (const [name, req, statuses] of cases) {
      const res = await t.app.inject(req);
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
      if (!statuses.includes(res.statusCode)) failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (typeof body.mensagem !== 'string' || !PORTUGUESE.test(body.mensagem)) failures.push(`${name}: no Portuguese mensagem (${res.body.slice(0, 200)})`);
    }
    expect(failures).toEqual([]);
    expect(await digest()).toBe(before);

    // YAML problems are verification results, not HTTP errors: ok false with located errors.
    for (const text of ['nome: [unclosed', aliasBomb, '']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', text) });
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().erros.length).toBeGreaterThan(0);
    }
  });

  it('names the offending field in Portuguese for validation errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: user, payload: { atendimento, passos: 'x' } });
    expect(res.json()).toMatchObject({ mensagem: 'Requisição inválida', erros: [{ severity: 'error', message: 'O campo "passos" deve ser do tipo lista', path: ['passos'] }] });
  });

  it('drops unknown properties instead of storing them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Com extra', texto: '', hacker: true, habilitada: true, arvore: 'x' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Com extra', habilitada: false, arvore: null });
    expect(res.json()).not.toHaveProperty('hacker');
  });
});
