import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentPieces, attachments, tickets } from '../src/db/schema';
import { formBody, type FormPart } from './multipart';
import { openTicketId, testSteps, ticketBody } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

// Spool files go to a directory of this test file's own: what is left there is ours.
const spoolRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-upload-test-'));
process.env.TMPDIR = spoolRoot;
const leftovers = () => fs.readdirSync(spoolRoot).filter((n) => n.startsWith('chamados-anexos-'));


describe('attachments streamed as multipart/form-data', () => {
  const t = useTestApp();
  let user: Record<string, string>;
  let ticketId: number;
  let atendimento = '';
  /** The `dados` part: a walk of the test tree whose attachment box names `files` files. */
  const dados = (files = 1) => JSON.stringify({ atendimento, passos: testSteps({ assunto: 'Arquivos por multipart', arquivos: files }), anexos: [] });

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    ticketId = await openTicketId(t.app, user, { assunto: 'Para respostas' });
    atendimento = (await ticketBody(t.app, user)).atendimento;
  });
  afterAll(() => fs.rmSync(spoolRoot, { recursive: true, force: true }));

  const post = (url: string, parts: FormPart[]) => {
    const { payload, contentType } = formBody(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...user, 'content-type': contentType }, payload });
  };
  /** Every row a creation or reply could have written, counted. */
  const rows = async () => {
    const db = t.app.db;
    const [a] = await db.select({ n: count() }).from(tickets);
    const [b] = await db.select({ n: count() }).from(attachments);
    const [c] = await db.select({ n: count() }).from(attachmentPieces);
    return [Number(a!.n), Number(b!.n), Number(c!.n)];
  };
  const download = async (url: string) => (await t.app.inject({ url, headers: user })).rawPayload;

  it('creates a ticket with files sent as parts, each back byte for byte with its name and type', async () => {
    const big = randomBytes(3 * 512 * 1024 + 777); // four pieces, the last one short
    const exact = randomBytes(512 * 1024); // exactly one piece
    const res = await post('/api/ticket', [
      { name: 'dados', value: dados(3) },
      { name: 'anexos', filename: 'grande.bin', content: big },
      { name: 'anexos', filename: '../relatório final.pdf', content: exact, contentType: 'application/pdf' },
      { name: 'anexos', filename: 'vazio.txt', content: Buffer.alloc(0), contentType: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await t.app.inject({ url: `/api/ticket/${res.json().ticketId}`, headers: user })).json();
    const files = detail.artigos[0].anexos;
    expect(files.map((f: { filename: string; contenttype: string; filesize: number }) => [f.filename, f.contenttype, f.filesize])).toEqual([
      ['grande.bin', 'application/octet-stream', big.length],
      ['relatório final.pdf', 'application/pdf', exact.length],
      ['vazio.txt', 'text/plain', 0],
    ]);
    expect((await download(files[0].url)).equals(big)).toBe(true);
    expect((await download(files[1].url)).equals(exact)).toBe(true);
    expect((await download(files[2].url)).length).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('takes `dados` as a JSON part too, and base64 files inside it beside the streamed ones', async () => {
    const small = Buffer.from('pequeno');
    const streamed = randomBytes(70_000);
    const res = await post(`/api/ticket/${ticketId}`, [
      { name: 'dados', filename: 'dados.json', content: Buffer.from(JSON.stringify({ corpo: 'Segue o log', anexos: [{ filename: 'a.txt', contenttype: 'text/plain', content: small.toString('base64') }] })), contentType: 'application/json' },
      { name: 'anexos', filename: 'log.bin', content: streamed },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const last = res.json().artigos.at(-1);
    expect(last.anexos.map((f: { filename: string }) => f.filename)).toEqual(['a.txt', 'log.bin']);
    expect((await download(last.anexos[0].url)).equals(small)).toBe(true);
    expect((await download(last.anexos[1].url)).equals(streamed)).toBe(true);
  });

  it('refuses files over the limit in total with 413 in Portuguese, writing nothing', async () => {
    const before = await rows();
    const half = Buffer.alloc(MAX_ATTACHMENTS_BYTES / 2 + 1, 7);
    const res = await post('/api/ticket', [{ name: 'dados', value: dados(2) }, { name: 'anexos', filename: 'a.bin', content: half }, { name: 'anexos', filename: 'b.bin', content: half }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toMatch(/limite de 18 MB/);
    const one = await post(`/api/ticket/${ticketId}`, [{ name: 'dados', value: JSON.stringify({ corpo: 'x' }) }, { name: 'anexos', filename: 'c.bin', content: Buffer.alloc(MAX_ATTACHMENTS_BYTES + 1) }]);
    expect(one.statusCode).toBe(413);
    const many = await post('/api/ticket', [{ name: 'dados', value: dados(50) }, ...Array.from({ length: 51 }, (_, i) => ({ name: 'anexos', filename: `${i}.txt`, content: Buffer.from('x') }))]);
    expect(many.statusCode).toBe(413);
    expect(many.json().mensagem).toMatch(/no máximo 50 anexos/);
    expect(await rows()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses broken forms with 400 in Portuguese, writing nothing', async () => {
    const before = await rows();
    const file = { name: 'anexos', filename: 'a.txt', content: Buffer.from('oi') };
    const cases: [string, Promise<{ statusCode: number; json(): { mensagem: string } }>, RegExp][] = [
      ['file before dados', post('/api/ticket', [file, { name: 'dados', value: dados() }]), /começar pela parte "dados"/],
      ['no dados', post('/api/ticket', []), /começar pela parte "dados"/],
      ['dados not JSON', post('/api/ticket', [{ name: 'dados', value: '{"propriedades":' }, file]), /não é um JSON válido/],
      ['dados invalid', post('/api/ticket', [{ name: 'dados', value: JSON.stringify({ propriedades: {} }) }, file]), /Requisição inválida/],
      ['dados of a walk the tree does not allow', post('/api/ticket', [{ name: 'dados', value: JSON.stringify({ atendimento, passos: [{ tela: 'como', opcao: 'Outra' }] }) }, file]), /não segue a árvore/],
      ['a file no attachment box names', post('/api/ticket', [{ name: 'dados', value: dados(0) }, file]), /não segue a árvore/],
      ['a field after dados', post('/api/ticket', [{ name: 'dados', value: dados() }, { name: 'outro', value: 'x' }]), /parte "outro" inesperada/],
      ['a file in another part', post('/api/ticket', [{ name: 'dados', value: dados() }, { ...file, name: 'arquivo' }]), /parte "arquivo" inesperada/],
      ['prototype part name', post('/api/ticket', [{ name: 'dados', value: dados() }, { ...file, name: '__proto__' }]), /malformado|inesperada/],
      [
        'cut short',
        t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': 'multipart/form-data; boundary=b' }, payload: `--b\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${dados()}\r\n--b\r\nContent-Disposition: form-data; name="anexos"; filename="a.bin"\r\n\r\nmeio arquivo` }),
        /malformado ou incompleto/,
      ],
      ['no boundary', t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': 'multipart/form-data' }, payload: 'x' }), /malformado|dados/],
    ];
    for (const [label, pending, mensagem] of cases) {
      const res = await pending;
      expect(res.statusCode, label).toBe(400);
      expect(res.json().mensagem, label).toMatch(mensagem);
    }
    expect(await rows()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('keeps the JSON form for small bodies only: a large one gets 413 and is pointed to multipart', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/ticket', headers: user,
      payload: { ...JSON.parse(dados(1)), anexos: [{ filename: 'a.bin', contentType: 'x/y', content: randomBytes(t.config.attachmentBodyLimit).toString('base64') }] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toMatch(/envie os arquivos como multipart\/form-data/);
  });

  it('refuses JSON nested 50,000 deep in an extra key with 400, in either form, while valid uploads beside it succeed', async () => {
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const deepArray = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const body = (deep: string) => `{"atendimento":"${atendimento}","passos":[],"extra":${deep}}`;
    const file = randomBytes(600_000);
    const valid = () => post('/api/ticket', [{ name: 'dados', value: dados() }, { name: 'anexos', filename: 'ok.bin', content: file }]);
    const hostile = [
      t.app.inject({ method: 'POST', url: '/api/ticket', headers: { ...user, 'content-type': 'application/json' }, payload: body(deepObject) }),
      t.app.inject({ method: 'POST', url: `/api/ticket/${ticketId}`, headers: { ...user, 'content-type': 'application/json' }, payload: `{"corpo":"x","extra":${deepArray}}` }),
      post('/api/ticket', [{ name: 'dados', value: body(deepArray) }, { name: 'anexos', filename: 'a.bin', content: file }]),
    ];
    const results = await Promise.all([...hostile, valid(), valid(), valid(), valid()]);
    for (const res of results.slice(0, 3)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().mensagem).toMatch(/aninhados em mais de 32 níveis/);
    }
    for (const res of results.slice(3)) expect(res.statusCode, res.body).toBe(201);
  });

  it('writes nothing when the client stops mid-file, and removes the spool file', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const before = await rows();
    const boundary = 'corte';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${dados()}\r\n--${boundary}\r\nContent-Disposition: form-data; name="anexos"; filename="metade.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/ticket HTTP/1.1\r\nHost: x\r\nAuthorization: ${user.authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 4 * 1048576}\r\n\r\n${head}`,
    );
    // Two of the four announced MiB, then the client is gone.
    socket.write(randomBytes(2 * 1048576));
    // The file is being streamed to its spool file when the client goes.
    for (const until = Date.now() + 10_000; leftovers().length === 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    expect(leftovers()).toHaveLength(1);
    socket.destroy();
    const deadline = Date.now() + 10_000;
    while (leftovers().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(leftovers()).toEqual([]);
    expect(await rows()).toEqual(before);
    // The server goes on taking uploads.
    const after = await post('/api/ticket', [{ name: 'dados', value: dados() }, { name: 'anexos', filename: 'depois.bin', content: Buffer.from('ok') }]);
    expect(after.statusCode).toBe(201);
  });
});
