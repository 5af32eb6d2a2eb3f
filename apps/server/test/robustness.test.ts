import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, useTestApp, type TestApp } from './test-app';
import { freePort } from './free-port';
import { minimalTree } from './minimal-tree';
import { multipartBody } from './multipart';
import { openTicket, ticketBody } from './open-ticket';
import { bearer, claims, token } from './tokens';
import { ifMatch } from './if-match';

const PORTUGUESE = /[a-zà-ú]/i;

const tree = (nome: string) => minimalTree(nome);

/** A tree whose one tutorial is an `otrs` FAQ at `url`. */
const faqTree = (url: string) => `nome: FAQ
inicial: t
telas:
  t:
    tipo: tutorial
    fonte: otrs
    url: ${url}
    telaSim: '#final'
    telaNao: '#final'
`;

describe('robustness: bad text, broken requests and the defects of issue 8', () => {
  const t = useTestApp({ faqHosts: ['faq.ufv.br'] });
  let user: Record<string, string>;
  let admin: Record<string, string>;
  let ticketId = 0;
  let atendimento = '';

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    admin = bearer(await token(claims.admin));
    ticketId = (await t.app.inject({ url: '/api/ticket?limit=1', headers: user })).json().tickets[0].id;
    // A walk of the test tree, started (and the tree launched) before anything is compared.
    atendimento = (await ticketBody(t.app, user)).atendimento;
  });

  /** A creation of the test tree whose form answers `respostas` (an otherwise valid walk). */
  const walk = (respostas: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    atendimento,
    passos: [{ tela: 'como', opcao: 'Abrir chamado' }, { tela: 'chamado', respostas }],
    anexos: [],
    ...over,
  });

  /** Everything a refused write could have touched, as one hash. */
  const digest = async () => {
    const h = createHash('sha256');
    for (const url of ['/api/admin/arvore', '/api/ticket?limit=100', '/api/ticket?estado=fechado&limit=100', `/api/ticket/${ticketId}`]) {
      h.update((await t.app.inject({ url, headers: url.includes('admin') ? admin : user })).body);
    }
    return h.digest('hex');
  };

  const expectRefused = async (cases: [string, InjectOptions, number][]) => {
    const before = await digest();
    const failures: string[] = [];
    for (const [name, req, status] of cases) {
      const res = await t.app.inject(req);
      const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
      if (res.statusCode !== status || typeof body.mensagem !== 'string' || !PORTUGUESE.test(body.mensagem)) {
        failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await digest()).toBe(before);
  };

  it('answers 400 naming the field to NUL and lone surrogates in every text, path and query, writing nothing', async () => {
    const cases: [string, InjectOptions, number][] = [];
    for (const [label, bad] of [['NUL', 'a\u0000b'], ['lone surrogate', 'a\ud800b'], ['lone low surrogate', '\udc00']] as const) {
      const post = (url: string, payload: object, headers = user): InjectOptions => ({ method: 'POST', url, headers, payload });
      cases.push(
        [`${label}: answer`, post('/api/ticket', walk({ descricao: bad })), 400],
        [`${label}: answer's field name`, post('/api/ticket', walk({ [bad]: 'v' })), 400],
        [`${label}: option`, post('/api/ticket', walk({}, { passos: [{ tela: 'como', opcao: bad }] })), 400],
        [`${label}: screen`, post('/api/ticket', walk({}, { passos: [{ tela: bad, opcao: 'Abrir chamado' }] })), 400],
        [`${label}: select choice`, post('/api/ticket', walk({ sala: { valor: bad } })), 400],
        [`${label}: attendance`, post('/api/ticket', walk({}, { atendimento: bad })), 400],
        [`${label}: file name`, post('/api/ticket', walk({ arquivos: { arquivos: [0] } }, { anexos: [{ filename: bad, contentType: 'text/plain', content: 'aGk=' }] })), 400],
        [`${label}: reply body`, post(`/api/ticket/${ticketId}`, { corpo: bad }), 400],
        [`${label}: reply subject`, post(`/api/ticket/${ticketId}`, { corpo: 'x', assunto: bad }), 400],
        [`${label}: encerrar arvore`, post('/api/atendimento/encerrar', { arvore: bad, log: [] }), 400],
        [`${label}: encerrar log`, post('/api/atendimento/encerrar', { arvore: 'x', log: [bad] }), 400],
        [`${label}: tree name`, post('/api/admin/arvore', { nome: bad, texto: '' }, admin), 400],
        [`${label}: tree text`, post('/api/admin/arvore', { nome: 'Nova', texto: bad }, admin), 400],
      );
    }
    cases.push(
      ['NUL in a tree path', { url: '/api/arvores/a%00b', headers: user }, 400],
      ['NUL in an admin tree path', { url: '/api/admin/arvore/nome/a%00b', headers: admin }, 400],
      ['NUL in a list path', { url: '/api/datahub/lists/a%00b', headers: user }, 400],
      ['NUL in a map path', { url: '/api/datahub/maps/a%00b?chave=x', headers: user }, 400],
      ['NUL in a map key', { url: '/api/datahub/maps/fila-por-campus?chave=a%00b', headers: user }, 400],
      ['NUL in a search', { url: '/api/ticket/fulltext?texto=a%00b', headers: user }, 400],
      ['NUL in idUsuario', { url: '/api/ticket?idUsuario=a%00b', headers: user }, 400],
      // A lone surrogate cannot be percent-encoded as UTF-8: the bytes are not UTF-8 at all.
      ['lone surrogate bytes in a path', { url: '/api/arvores/a%ED%A0%80b', headers: user }, 400],
      ['broken percent-encoding in a path', { url: '/api/arvores/a%E0%A4%A', headers: user }, 400],
    );
    await expectRefused(cases);
    const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: user, payload: walk({ descricao: 'a\u0000' }) });
    expect(res.json().erros).toContainEqual(
      expect.objectContaining({ path: ['passos', '1', 'respostas', 'descricao'], message: expect.stringMatching(/"passos.1.respostas.descricao" contém caracteres inválidos/) }),
    );
    // Astral characters (a proper surrogate pair) are ordinary text.
    const emoji = await t.app.inject({ method: 'POST', url: '/api/atendimento/encerrar', headers: user, payload: { arvore: 'Wi-Fi 📶', log: ['😀'] } });
    expect(emoji.statusCode).toBe(201);
  });

  it('answers 400 in Portuguese to malformed multipart on verificar and the admin routes, writing nothing', async () => {
    const mp = (url: string, contentType: string, payload: string, method: InjectOptions['method'] = 'POST'): InjectOptions => ({
      method, url, headers: { ...admin, 'content-type': contentType }, payload,
    });
    const truncated = '--x\r\nContent-Disposition: form-data; name="arquivo"; filename="a.yaml"\r\n\r\nnome: a';
    await expectRefused([
      ['verificar: garbage', mp('/api/admin/arvore/verificar', 'multipart/form-data; boundary=x', 'garbage'), 400],
      ['verificar: no boundary', mp('/api/admin/arvore/verificar', 'multipart/form-data', 'garbage'), 400],
      ['verificar: truncated part', mp('/api/admin/arvore/verificar', 'multipart/form-data; boundary=x', truncated), 400],
      ['create: garbage multipart', mp('/api/admin/arvore', 'multipart/form-data; boundary=x', 'garbage'), 400],
      ['update: truncated multipart', mp('/api/admin/arvore/1', 'multipart/form-data; boundary=x', truncated, 'PUT'), 400],
    ]);
    const res = await t.app.inject(mp('/api/admin/arvore/verificar', 'multipart/form-data; boundary=x', 'garbage'));
    expect(res.json().mensagem).toBe('O corpo multipart/form-data está malformado ou incompleto');
  });

  it('refuses offsets past the limit on the ticket list and search, however they are written', async () => {
    const cases: [string, InjectOptions, number][] = [];
    for (const offset of ['9223372036854775807', '1e19', '1e308', 'Infinity', '-0.5', 'NaN']) {
      cases.push([`list offset ${offset}`, { url: `/api/ticket?offset=${offset}`, headers: user }, 400]);
      cases.push([`search offset ${offset}`, { url: `/api/ticket/fulltext?texto=senha&offset=${offset}`, headers: user }, 400]);
    }
    await expectRefused(cases);
  });

  it('launches a tree whose text starts with a byte order mark', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Com BOM', texto: `\uFEFF${tree('Com BOM')}` } });
    expect(created.statusCode).toBe(201);
    const launched = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.json().id}/lancar`, headers: await ifMatch(t.app, admin, created.json().id) });
    expect(launched.statusCode).toBe(200);
    expect(launched.json().habilitada).toBe(true);
    expect((await t.app.inject({ url: '/api/arvores/Com%20BOM', headers: user })).statusCode).toBe(200);
  });

  it('opens every tree it lists: names of 101 to 200 characters, also with accents, by both routes', async () => {
    for (const nome of ['L'.repeat(101), 'Ç'.repeat(200), '文'.repeat(200)]) {
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto: tree(nome) } });
      expect(created.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.json().id}/lancar`, headers: await ifMatch(t.app, admin, created.json().id) })).statusCode).toBe(200);
      const listed = (await t.app.inject({ url: '/api/arvores' })).json().arvores.map((a: { nome: string }) => a.nome);
      expect(listed).toContain(nome);
      const encoded = encodeURIComponent(nome);
      expect((await t.app.inject({ url: `/api/arvores/${encoded}`, headers: user })).json().nome).toBe(nome);
      expect((await t.app.inject({ url: `/api/admin/arvore/nome/${encoded}`, headers: admin })).json().nome).toBe(nome);
    }
    const tooLong = await t.app.inject({ url: `/api/arvores/${'x'.repeat(3000)}`, headers: user });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().mensagem).toBe('Um parâmetro do endereço excede o tamanho permitido');
  });

  it('treats names that differ only by invisible characters as the same name (409), and stores them without', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Corrida', texto: '' } });
    expect(first.statusCode).toBe(201);
    for (const twin of ['Corrida\u200b', 'Cor\u200drida', '\ufeffCorrida', 'Corr\u00adida', 'Corrida\u2060']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: twin, texto: '' } });
      expect(res.statusCode, JSON.stringify(twin)).toBe(409);
    }
    const other = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Cor\u200brida 2', texto: '' } });
    expect(other.json().nome).toBe('Corrida 2');
  });

  it('refuses seen: false (an article cannot be marked unseen) and changes nothing', async () => {
    const detail = (await t.app.inject({ url: `/api/ticket/${ticketId}`, headers: user })).json();
    await expectRefused([
      ['seen false', { method: 'POST', url: '/api/visualization/article', headers: user, payload: { ticketId, articleId: detail.artigos[0].id, seen: false } }, 400],
    ]);
  });

  it('removes bidi overrides, invisible formatting, C1 controls and line separators from file names', async () => {
    const names = ['evil\u202Etxt.exe', 'a\u0085b.txt', 'linha\u2028dois.txt', 'par\u2029agrafo.txt', 'zero\u200bwidth.pdf', 'iso\u2066late\u2069.doc'];
    const created = await openTicket(t.app, user, { assunto: 'Nomes de arquivo', files: names.map((filename) => ({ filename, contentType: 'text/plain', content: 'aGk=' })) });
    expect(created.statusCode).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${created.json().ticketId}`, headers: user })).json();
    const stored: string[] = detail.artigos[0].anexos.map((a: { filename: string }) => a.filename);
    expect(stored).toEqual(['evil_txt.exe', 'a_b.txt', 'linha_dois.txt', 'par_agrafo.txt', 'zero_width.pdf', 'iso_late_.doc']);
    for (const name of stored) expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  });

  it('takes base64 files up to the JSON form’s limit and streams downloads in pieces, byte for byte', async () => {
    const bytes = randomBytes(1_300_000); // under the JSON form's 2 MB, over two 512 KiB pieces
    const b64 = bytes.toString('base64');
    const created = await openTicket(t.app, user, { assunto: 'Arquivo grande', files: [{ filename: 'g.bin', contentType: 'application/octet-stream', content: `data:application/octet-stream;base64,${b64.replace(/(.{76})/g, '$1\n')}` }] });
    expect(created.statusCode).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${created.json().ticketId}`, headers: user })).json();
    const file = detail.artigos[0].anexos[0];
    expect(file.filesize).toBe(bytes.length);
    const download = await t.app.inject({ url: file.url, headers: user });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const big = 'A'.repeat(400_000);
    await expectRefused([
      ['large body, bad base64', { method: 'POST', url: '/api/ticket', headers: user, payload: walk({ arquivos: { arquivos: [0] } }, { anexos: [{ filename: 'a.bin', contentType: 'x/y', content: `${big}%%%` }] }) }, 400],
      ['large body, prototype key', { method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': 'application/json' }, payload: `{"atendimento":"${atendimento}","passos":[{"tela":"como","opcao":"Abrir chamado"},{"tela":"chamado","respostas":{"__proto__":{"a":1}}}],"anexos":[{"filename":"a","contentType":"x/y","content":"${big}"}]}` }, 400],
      ['large body, malformed JSON', { method: 'POST', url: `/api/ticket/${ticketId}`, headers: { ...user, 'content-type': 'application/json' }, payload: `{"corpo":"x","anexos":[{"filename":"a","contenttype":"x/y","content":"${big}"}]` }, 400],
    ]);
  });

  it('says Bearer on 401 and keeps private answers out of caches (no-store), errors included', async () => {
    const anonymous = await t.app.inject({ url: '/api/ticket' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const badToken = await t.app.inject({ url: '/api/ticket', headers: { authorization: 'Bearer x.y.z' } });
    expect(badToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    for (const url of ['/api/ticket', `/api/ticket/${ticketId}`, '/api/ticket/999999', '/api/ip', '/api/visualization/ticket']) {
      expect((await t.app.inject({ url, headers: user })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/api/admin/arvore', headers: admin })).headers['cache-control']).toBe('no-store');
    // The public tree list is the same for everyone: caching it is fine.
    expect((await t.app.inject({ url: '/api/arvores' })).headers['cache-control']).not.toBe('no-store');
  });

  it('verifies otrs tutorials against FAQ_HOSTS: the FAQ route and allow-listed hosts pass, others do not', async () => {
    const verify = async (url: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', faqTree(url)) });
      return res.json() as { ok: boolean; erros: { severity: string }[] };
    };
    expect((await verify('/api/faq/1')).ok).toBe(true);
    expect((await verify('https://faq.ufv.br/artigo/1')).ok).toBe(true);
    expect((await verify('https://evil.example/artigo/1')).ok).toBe(false);
    expect((await verify('javascript:alert(1)')).ok).toBe(false);
  });
});

describe('robustness: what the HTTP parser refuses, and source maps', () => {
  let started: TestApp;
  let port = 0;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chamados</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"sources":["segredo.ts"]}');
    fs.writeFileSync(path.join(dist, 'sw.js.map'), '{"sources":["sw.ts"]}');
    started = await createTestApp({ portalDist: dist });
    port = await freePort();
    await started.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await started?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Writes raw bytes to the server and returns its whole answer. */
  const raw = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(bytes);
    });

  it('answers oversized headers with 431 and broken framing with 400, in Portuguese, with the security headers', async () => {
    const big = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const broken = await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n');
    const garbage = await raw('\u0001\u0002 nonsense\r\n\r\n');
    for (const [answer, status, mensagem] of [
      [big, 431, 'Os cabeçalhos da requisição excedem o tamanho permitido'],
      [broken, 400, 'Requisição inválida'],
      [garbage, 400, 'Requisição inválida'],
    ] as const) {
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(answer).toMatch(/\r\ncontent-security-policy: [^\r]*frame-ancestors 'none'/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ mensagem });
    }
  });

  it('does not serve the portal\'s source maps (they hold every source file)', async () => {
    const js = await started.app.inject({ url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    for (const url of ['/assets/app.js.map', '/sw.js.map', '/assets/APP.JS.MAP']) {
      const res = await started.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });
});
