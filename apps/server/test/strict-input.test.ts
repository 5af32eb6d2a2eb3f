import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { useTestApp } from './test-app';
import { multipartBody } from './multipart';
import { bearer, callerHeaders, claims, token } from './tokens';
import { ifMatch } from './if-match';

const secret = new TextEncoder().encode(testConfig().jwtSecret!);

/** A tree as an old Mac editor saves it: a comment first, lines ended by CR alone. */
const CR_ONLY_TREE = ['# Impressoras do DPI', 'nome: Impressora CR', 'inicial: problema', 'telas:', '  problema:', '    tipo: opcoes', '    pergunta: Qual o problema?', '    opcoes:', "      Papel: '#final'", '      Toner: tutorial', '  tutorial:', '    tipo: tutorial', '    fonte: link', '    url: https://ufv.br/toner', "    telaSim: '#final'", "    telaNao: '#final'", ''].join('\r');

describe('strict input: the small findings of the black-box probe', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => ({ admin, user } = await callerHeaders()));

  const treeList = async () => (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).body;

  it("identifies a gov.br user by e-mail whatever the case of 'clientName'", async () => {
    const tickets = async (clientName: string) =>
      (await t.app.inject({ url: '/api/ticket?limit=100', headers: bearer(await token({ ...claims.govbr, clientName })) })).json().tickets.map((x: { id: number }) => x.id);
    const own = await tickets('govbr');
    expect(own.length).toBeGreaterThan(0);
    expect(await tickets('GOVBR')).toEqual(own);
    expect(await tickets(' GovBr ')).toEqual(own);
  });

  it('takes ids and paging values only as plain decimal digits, with a Portuguese 400', async () => {
    const treeId = JSON.parse(await treeList())[0].id as number;
    const ticketId = (await t.app.inject({ url: '/api/ticket?limit=1', headers: user })).json().tickets[0].id as number;
    const refused: string[] = [];
    const check = async (url: string, headers: Record<string, string>, campo: string) => {
      const res = await t.app.inject({ url, headers });
      const mensagens = res.statusCode === 400 ? (res.json().erros ?? []).map((e: { message: string }) => e.message).join(' ') : '';
      if (!mensagens.includes(`"${campo}"`) || !mensagens.includes('algarismos')) refused.push(`${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const spelling of ['1%20', '%201', `${treeId}%20`, '0x1', '1e0', '%2B1', '1.0', '-0', '']) {
      if (spelling !== '') await check(`/api/admin/arvore/${spelling}`, admin, 'id');
      await check(`/api/ticket?offset=${spelling || '%20'}`, user, 'offset');
      await check(`/api/ticket/fulltext?texto=a&limit=${spelling || '%20'}`, user, 'limit');
    }
    await check(`/api/ticket/${ticketId}/anexos/0x1`, user, 'anexoId');
    await check('/api/ticket?offset=0x10', user, 'offset');
    expect(refused).toEqual([]);
    // Plain digits still work, and ranges are the schema's.
    expect((await t.app.inject({ url: `/api/admin/arvore/${treeId}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/arvore/0${treeId}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ticket?offset=16&limit=5', headers: user })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ticket?offset=1000001', headers: user })).statusCode).toBe(400);
  });

  it('refuses JSON labelled with a charset other than UTF-8 with 415, creating nothing', async () => {
    const before = await treeList();
    const body = JSON.stringify({ nome: 'Impressão', texto: '' });
    for (const [charset, bytes] of [
      ['latin1', Buffer.from(body, 'latin1')],
      ['ISO-8859-1', Buffer.from(body, 'latin1')],
      ['utf-16', Buffer.from(`\ufeff${body}`, 'utf16le')],
      ['"utf-16le"', Buffer.from(body, 'utf16le')],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: { ...admin, 'content-type': `application/json; charset=${charset}` }, payload: bytes });
      expect(res.statusCode, charset).toBe(415);
      expect(res.json().mensagem).toMatch(/UTF-8/);
    }
    expect(await treeList()).toBe(before);
    // UTF-8, however it is spelled, is read.
    for (const [i, charset] of ['UTF-8', '"utf-8"', 'utf8'].entries()) {
      const payload = Buffer.from(JSON.stringify({ nome: `Impressão ${i}`, texto: '' }), 'utf8');
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: { ...admin, 'content-type': `application/json; charset=${charset}` }, payload });
      expect(res.statusCode, charset).toBe(201);
      expect(res.json().nome).toBe(`Impressão ${i}`);
    }
  });

  it('reads a YAML tree whose lines end in CR alone, at verification and at launch', async () => {
    const verified = await t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'cr.yaml', CR_ONLY_TREE) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ ok: true, arvore: { nome: 'Impressora CR', inicial: 'problema' } });
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Impressora CR', texto: CR_ONLY_TREE } });
    expect(created.statusCode).toBe(201);
    const launched = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.json().id}/lancar`, headers: await ifMatch(t.app, admin, created.json().id) });
    expect(launched.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/arvores/Impressora%20CR', headers: user })).json().telas.problema.opcoes).toEqual({ Papel: '#final', Toner: 'tutorial' });
  });

  it('refuses a token issued in the future, beyond a few seconds of clock skew', async () => {
    const issuedAt = async (iat: number) =>
      new SignJWT({ ...claims.userA }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).setExpirationTime(iat + 2 * 365 * 86_400).sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const ahead = await t.app.inject({ url: '/api/ip', headers: bearer(await issuedAt(now + 365 * 86_400)) });
    expect(ahead.statusCode).toBe(401);
    expect(ahead.json().mensagem).toMatch(/Token/);
    expect((await t.app.inject({ url: '/api/ip', headers: bearer(await issuedAt(now + 60)) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/ip', headers: bearer(await issuedAt(now + 2)) })).statusCode).toBe(200);
  });
});
