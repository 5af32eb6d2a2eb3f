import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { createTestApp } from './test-app';
import { ticketBody, testSteps } from './open-ticket';
import { bearer, claims, token } from './tokens';

const t = await createTestApp();
const user = bearer(await token(claims.userA));
const atendimento = (await ticketBody(t.app, user)).atendimento;
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as net.AddressInfo).port;
const MB = Number(process.env.BIG_MB ?? 40);
const chunk = randomBytes(65536);
const dados = (n: number) => JSON.stringify({ atendimento, passos: testSteps({ assunto: 'x', arquivos: n }), anexos: [] });
function send(headers: Record<string, string>, data: string): Promise<string> {
  const head = Buffer.from(`--b\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${data}\r\n--b\r\nContent-Disposition: form-data; name="anexos"; filename="g.bin"\r\n\r\n`);
  const tail = Buffer.from('\r\n--b--\r\n');
  const total = head.length + MB * 1048576 + tail.length;
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.request({ port, host: '127.0.0.1', path: '/api/ticket', method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b', 'content-length': total } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(`${res.statusCode} ${Math.round(performance.now() - start)}ms ${body.slice(0, 60)}`));
      res.on('error', (e) => resolve(`res ERR ${e.message}`));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(`ERR ${e.code} ${Math.round(performance.now() - start)}ms`));
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < MB * 16) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}
async function fetchStream(headers: Record<string, string>, data: string): Promise<string> {
  const head = Buffer.from(`--b\r\nContent-Disposition: form-data; name="dados"\r\n\r\n${data}\r\n--b\r\nContent-Disposition: form-data; name="anexos"; filename="g.bin"\r\n\r\n`);
  let i = 0;
  const body = new ReadableStream({ pull(c) { if (i === 0) c.enqueue(head); if (i++ < MB * 16) c.enqueue(chunk); else { c.enqueue(Buffer.from('\r\n--b--\r\n')); c.close(); } } });
  const start = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ticket`, { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' }, body, duplex: 'half' } as RequestInit);
    return `${res.status} ${Math.round(performance.now() - start)}ms ${(await res.text()).slice(0, 60)}`;
  } catch (err) {
    return `ERR ${(err as Error).message} ${(err as { cause?: { code?: string } }).cause?.code} ${Math.round(performance.now() - start)}ms`;
  }
}
for (const [name, h, d] of [['noToken', {}, dados(1)], ['schema', user, '{"propriedades":{}}'], ['tooLarge', user, dados(1)]] as const) {
  for (let i = 0; i < Number(process.env.TRIES ?? 3); i++) console.log('http', name, await send(h, d));
  for (let i = 0; i < Number(process.env.TRIES ?? 3); i++) console.log('fetchStream', name, await fetchStream(h, d));
}
await t.close();
