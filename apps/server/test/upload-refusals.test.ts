import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { count } from 'drizzle-orm';
import { MAX_ATTACHMENT_FILES, MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachmentPieces, attachments, tickets } from '../src/db/schema';
import { testSteps, ticketBody } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

/**
 * Issue 28 §5: an upload the server refuses before it has read the whole body is answered so that
 * a real HTTP client (Node's fetch, node:http) reads the status and the Portuguese message,
 * instead of failing with EPIPE or ECONNRESET while it is still sending the file. Real sockets:
 * `inject` has none.
 */
describe('uploads refused before their end, over a real socket', () => {
  const t = useTestApp();
  let base = '';
  let user: Record<string, string>;
  let atendimento = '';
  const dados = (files = 1) => JSON.stringify({ atendimento, passos: testSteps({ assunto: 'Recusa antecipada', arquivos: files }), anexos: [] });

  beforeAll(async () => {
    user = bearer(await token(claims.userA));
    atendimento = (await ticketBody(t.app, user)).atendimento;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  });

  const rows = async () => {
    const db = t.app.db;
    const counts = await Promise.all([tickets, attachments, attachmentPieces].map((table) => db.select({ n: count() }).from(table)));
    return counts.map(([c]) => Number(c!.n));
  };

  /** A form as the portal builds it: `dados`, then the files. */
  const form = (data: string | Blob, files: { name: string; content: Buffer; field?: string }[]) => {
    const f = new FormData();
    f.append('dados', data);
    for (const file of files) f.append(file.field ?? 'anexos', new Blob([file.content as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), file.name);
    return f;
  };

  const big = randomBytes(Number(process.env.BIG_MB ?? 12) * 1048576);
  const refusals: { label: string; headers?: () => Record<string, string>; body: () => FormData; status: number; mensagem: RegExp }[] = [
    { label: 'no token', headers: () => ({}), body: () => form(dados(), [{ name: 'a.bin', content: big }]), status: 401, mensagem: /./ },
    { label: 'dados the schema refuses', body: () => form(JSON.stringify({ propriedades: {} }), [{ name: 'a.bin', content: big }]), status: 400, mensagem: /Requisição inválida/ },
    { label: 'a part nobody asked for', body: () => form(dados(), [{ name: 'a.bin', content: Buffer.from('x'), field: 'outro' }, { name: 'b.bin', content: big }]), status: 400, mensagem: /parte "outro" inesperada/ },
    {
      label: 'files over the limit',
      body: () => form(dados(2), [{ name: 'a.bin', content: big }, { name: 'b.bin', content: big }]),
      status: 413,
      mensagem: /limite de 18 MB/,
    },
    {
      label: 'too many files',
      body: () => form(dados(MAX_ATTACHMENT_FILES), [...Array.from({ length: MAX_ATTACHMENT_FILES + 1 }, (_, i) => ({ name: `${i}.txt`, content: Buffer.from('x') })), { name: 'z.bin', content: big }]),
      status: 413,
      mensagem: /no máximo 50 anexos/,
    },
  ];

  for (const refusal of refusals) {
    it(`answers fetch with ${refusal.status} and the message: ${refusal.label}`, async () => {
      const before = await rows();
      // Each a few times: a reset used to win the race with the answer in 13–100% of the tries.
      for (let i = 0; i < Number(process.env.TRIES ?? 4); i++) {
        const res = await fetch(`${base}/api/ticket`, { method: 'POST', headers: refusal.headers?.() ?? user, body: refusal.body() });
        expect(res.status, refusal.label).toBe(refusal.status);
        const body = (await res.json()) as { mensagem: string };
        expect(body.mensagem, refusal.label).toMatch(refusal.mensagem);
      }
      expect(await rows()).toEqual(before);
    });
  }

  /**
   * Sends a whole request on a raw socket before reading a byte of the answer, as clients that
   * write first and read after do: had the server closed the socket once it answered, the rest of
   * the upload would hit a reset and the answer be lost with it.
   */
  const writeAllThenRead = (head: string, body: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      socket.pause();
      socket.on('error', reject);
      socket.write(head);
      socket.write(body, (err) => {
        if (err) return reject(err);
        let answer = '';
        socket.setEncoding('latin1');
        socket.on('data', (c: string) => {
          answer += c;
          // One answer is all we wait for: its JSON body ends with '}'.
          if (/\r\n\r\n[\s\S]*\}$/.test(answer)) {
            socket.destroy();
            resolve(answer);
          }
        });
        socket.resume();
      });
    });

  for (const [label, data, status, mensagem, signedIn] of [
    ['no token', () => dados(1), 401, /token de acesso/, false],
    ['dados the schema refuses', () => JSON.stringify({ propriedades: {} }), 400, /Requisição inválida/, true],
    ['files over the limit', () => dados(1), 413, /limite de 18 MB/, true],
  ] as const) {
    it(`answers a client that reads only after sending the whole upload: ${label}`, async () => {
      const before = await rows();
      const body = Buffer.concat([
        Buffer.from(`--b\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${data()}\r\n--b\r\nContent-Disposition: form-data; name="anexos"; filename="g.bin"\r\n\r\n`),
        randomBytes(MAX_ATTACHMENTS_BYTES + 8 * 1048576),
        Buffer.from('\r\n--b--\r\n'),
      ]);
      const head = `POST /api/ticket HTTP/1.1\r\nHost: x\r\n${signedIn ? `Authorization: ${user.authorization}\r\n` : ''}Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n`;
      const answer = await writeAllThenRead(head, body);
      expect(answer.split(' ')[1]).toBe(String(status));
      expect(JSON.parse(Buffer.from(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8')).mensagem).toMatch(mensagem);
      expect(await rows()).toEqual(before);
    });
  }

  it('answers node:http too, with the whole upload still on its way, and goes on taking uploads', async () => {
    const payload = Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${dados(1)}\r\n--b\r\nContent-Disposition: form-data; name="anexos"; filename="g.bin"\r\n\r\n`),
      randomBytes(MAX_ATTACHMENTS_BYTES + 2 * 1048576),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${base}/api/ticket`, { method: 'POST', headers: { ...user, 'content-type': 'multipart/form-data; boundary=b', 'content-length': payload.length } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).mensagem).toMatch(/limite de 18 MB/);
    const ok = await fetch(`${base}/api/ticket`, { method: 'POST', headers: user, body: form(dados(1), [{ name: 'ok.bin', content: Buffer.from('ok') }]) });
    expect(ok.status).toBe(201);
  });
});
