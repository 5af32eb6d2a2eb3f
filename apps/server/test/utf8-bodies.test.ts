import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, attachments, tickets, trees } from '../src/db/schema';
import { formBody } from './multipart';
import { openTicketId, testSteps, ticketBody } from './open-ticket';
import { minimalTree } from './minimal-tree';
import { useTestApp } from './test-app';
import { bearer, callerHeaders, claims, token } from './tokens';

const NOT_UTF8 = 'O texto enviado não está em UTF-8.';

/** `json` as UTF-8, with the bytes of `marker` replaced by Latin-1 'ção' (E7 E3 6F): not UTF-8. */
const latin1Inside = (json: string, marker = 'MARCA') => {
  const bytes = Buffer.from(json);
  const at = bytes.indexOf(marker);
  return Buffer.concat([bytes.subarray(0, at), Buffer.from([0xe7, 0xe3, 0x6f]), bytes.subarray(at + marker.length)]);
};

/**
 * Issue 28 §5: a body whose bytes are not UTF-8 is refused with 400 and says so, instead of being
 * stored with U+FFFD where the client's letters were — JSON bodies and the `dados` part of a
 * multipart form alike. Nothing is written.
 */
describe('bodies that are not UTF-8', () => {
  const t = useTestApp();
  let user: Record<string, string>;
  let admin: Record<string, string>;
  let ticketId: number;

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    admin = (await callerHeaders()).admin;
    ticketId = await openTicketId(t.app, user, { assunto: 'Para respostas em UTF-8' });
  });

  const rows = async () => {
    const db = t.app.db;
    const counts = await Promise.all([tickets, articles, attachments, trees].map((table) => db.select({ n: count() }).from(table)));
    return counts.map(([c]) => Number(c!.n));
  };
  const json = (method: 'POST' | 'PUT', url: string, payload: Buffer, headers = user, type = 'application/json') =>
    t.app.inject({ method, url, headers: { ...headers, 'content-type': type }, payload });

  it('refuses a JSON creation, reply and tree with 400 and the message, writing nothing', async () => {
    const before = await rows();
    const { atendimento } = await ticketBody(t.app, user);
    const creation = JSON.stringify({ atendimento, passos: testSteps({ assunto: 'Impressora MARCA' }), anexos: [] });
    const cases = [
      json('POST', '/api/ticket', latin1Inside(creation)),
      json('POST', '/api/ticket', latin1Inside(creation), user, 'application/json; charset=utf-8'),
      json('POST', `/api/ticket/${ticketId}`, latin1Inside(JSON.stringify({ corpo: 'Informação MARCA' }))),
      json('POST', '/api/admin/arvore', latin1Inside(JSON.stringify({ nome: 'Árvore MARCA', texto: minimalTree('Árvore') })), admin),
      // A lone continuation byte and a truncated sequence at the very end.
      json('POST', `/api/ticket/${ticketId}`, Buffer.concat([Buffer.from('{"corpo":"a'), Buffer.from([0x80]), Buffer.from('"}')])),
      json('POST', `/api/ticket/${ticketId}`, Buffer.concat([Buffer.from('{"corpo":"a"}'), Buffer.from([0xe2, 0x82])])),
    ];
    for (const [i, pending] of cases.entries()) {
      const res = await pending;
      expect(res.statusCode, `case ${i}: ${res.body}`).toBe(400);
      expect(res.json().mensagem, `case ${i}`).toBe(NOT_UTF8);
    }
    expect(await rows()).toEqual(before);
  });

  it("refuses a statistics beacon (text/plain, the browser's sendBeacon) that is not UTF-8", async () => {
    const { atendimento } = await ticketBody(t.app, user);
    const beacon = latin1Inside(JSON.stringify({ atendimento, eventos: [{ tipo: 'tela', tela: 'MARCA' }] }));
    const res = await json('POST', '/api/atendimento/eventos', beacon, {}, 'text/plain;charset=UTF-8');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().mensagem).toBe(NOT_UTF8);
    const good = await json('POST', '/api/atendimento/eventos', Buffer.from(JSON.stringify({ atendimento, eventos: [{ tipo: 'tela', tela: 'como' }] })), {}, 'text/plain;charset=UTF-8');
    expect(good.statusCode, good.body).toBe(204);
  });

  it('takes UTF-8 as it is, a U+FFFD the user typed included', async () => {
    const res = await json('POST', `/api/ticket/${ticketId}`, Buffer.from(JSON.stringify({ corpo: 'Informação: o símbolo � apareceu na tela' })));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().artigos.at(-1).corpo).toContain('Informação: o símbolo � apareceu');
  });

  it('refuses a multipart `dados` that is not UTF-8, as a field or as a file part, writing nothing', async () => {
    const before = await rows();
    const { atendimento } = await ticketBody(t.app, user);
    const creation = latin1Inside(JSON.stringify({ atendimento, passos: testSteps({ assunto: 'Projetor MARCA', arquivos: 1 }), anexos: [] }));
    const file = { name: 'anexos', filename: 'a.txt', content: Buffer.from('oi') };
    const forms = [
      // As browsers send a string field: no Content-Type, no file name.
      formBody([{ name: 'dados', filename: '', content: creation }, file]),
      formBody([{ name: 'dados', filename: 'dados.json', content: creation, contentType: 'application/json' }, file]),
      formBody([{ name: 'dados', filename: 'dados.json', content: creation, contentType: 'text/plain; charset=utf-8' }, file]),
    ];
    // A field part proper (no filename attribute at all), with and without a declared charset.
    const field = (type?: string) => {
      const b = 'campo';
      const payload = Buffer.concat([
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="dados"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
        creation,
        Buffer.from(`\r\n--${b}\r\nContent-Disposition: form-data; name="anexos"; filename="a.txt"\r\n\r\noi\r\n--${b}--\r\n`),
      ]);
      return { payload, contentType: `multipart/form-data; boundary=${b}` };
    };
    for (const [i, { payload, contentType }] of [...forms, field(), field('text/plain; charset=utf-8'), field('application/json')].entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': contentType }, payload });
      expect(res.statusCode, `form ${i}: ${res.body}`).toBe(400);
      expect(res.json().mensagem, `form ${i}`).toBe(NOT_UTF8);
    }
    const reply = formBody([{ name: 'dados', value: '' }, file]);
    const replyRes = await t.app.inject({
      method: 'POST',
      url: `/api/ticket/${ticketId}`,
      headers: { ...user, 'content-type': reply.contentType },
      payload: Buffer.concat([reply.payload.subarray(0, reply.payload.indexOf('\r\n\r\n') + 4), latin1Inside(JSON.stringify({ corpo: 'MARCA' })), reply.payload.subarray(reply.payload.indexOf('\r\n\r\n') + 4)]),
    });
    expect(replyRes.statusCode, replyRes.body).toBe(400);
    expect(replyRes.json().mensagem).toBe(NOT_UTF8);
    expect(await rows()).toEqual(before);
  });

  it('still takes a UTF-8 `dados` field with accents and its file', async () => {
    const { atendimento } = await ticketBody(t.app, user);
    const { payload, contentType } = formBody([
      { name: 'dados', value: JSON.stringify({ atendimento, passos: testSteps({ assunto: 'Projetor sem conexão', arquivos: 1 }), anexos: [] }) },
      { name: 'anexos', filename: 'relatório.txt', content: Buffer.from('oi') },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': contentType }, payload });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: user })).json();
    expect(JSON.stringify(detail)).toContain('Projetor sem conexão');
    expect(detail.artigos[0].anexos[0].filename).toBe('relatório.txt');
  });
});
