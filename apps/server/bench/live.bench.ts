// `pnpm bench` (live): 2,000 open `GET /api/eventos` streams on one instance (embedded PGlite):
// the RSS they add, how long an event takes to reach all of them (p99), and the p99 of other
// requests (ticket list) meanwhile. Goals (issue 29): ≤ 100 MB, < 1 s, < 50 ms.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import { demoAccounts } from '../src/sso/demo-accounts';
import { startServerChild } from '../test/server-child';
import { rssMb } from './process-measures';

const STREAMS = Number(process.env.LIVE_STREAMS ?? 2_000);
const EVENTS = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const claims = (conta: string) => demoAccounts.find((a) => a.conta === conta)!.claims;
const sign = (c: object) => new SignJWT({ ...c }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(SECRET));
const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-live-bench-'));
const server = await startServerChild({ DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000000' }, 300_000);
try {
  const agent = await sign(claims('atendente'));
  const student = await sign(claims('aluna'));
  const studentId = claims('aluna').cpf!;
  const list = await fetch(`${server.url}/api/agente/chamados?estado=todos&limit=1`, { headers: { authorization: `Bearer ${agent}` } });
  const ticketId = ((await list.json()) as { tickets: { id: number }[] }).tickets[0]!.id;
  await new Promise((r) => setTimeout(r, 2_000));
  const rssBefore = rssMb(server.child.pid!);

  // Every stream notes when it saw each ticket event (by its mudanca counter in the body text).
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const arrivals: number[][] = Array.from({ length: EVENTS }, () => []);
  const requests: http.ClientRequest[] = [];
  let round = -1;
  await Promise.all(
    Array.from({ length: STREAMS }, () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get(`${server.url}/api/eventos`, { agent: keepAlive, headers: { authorization: `Bearer ${agent}` } }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (chunk.includes('"conectado"')) resolve();
            if (round >= 0 && chunk.includes('"tipo":"chamado"')) arrivals[round]!.push(Date.now());
          });
        });
        req.on('error', reject);
        requests.push(req);
      }),
    ),
  );
  await new Promise((r) => setTimeout(r, 2_000));
  const rssOpen = rssMb(server.child.pid!);

  // Other requests meanwhile, while events fan out every 500 ms.
  const load = autocannon({ url: `${server.url}/api/ticket?idUsuario=${studentId}&estado=aberto`, headers: { authorization: `Bearer ${student}` }, connections: 20, duration: (EVENTS * 600) / 1000 });
  const fanOut: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    round = i;
    const t0 = Date.now();
    const res = await fetch(`${server.url}/api/agente/chamados/${ticketId}/artigos`, { method: 'POST', headers: { authorization: `Bearer ${agent}`, 'content-type': 'application/json' }, body: JSON.stringify({ corpo: `nota ${i}`, anexos: [], interno: true }) });
    if (res.status !== 201) throw new Error(`article: ${res.status}`);
    const deadline = Date.now() + 5_000;
    while (arrivals[i]!.length < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    fanOut.push(...arrivals[i]!.map((t) => t - t0));
    await new Promise((r) => setTimeout(r, 500));
  }
  const other = await load;
  const reached = arrivals.reduce((n, a) => n + a.length, 0);
  console.log(`live: ${STREAMS} streams: RSS +${(rssOpen - rssBefore).toFixed(1)} MB (${rssBefore.toFixed(0)} → ${rssOpen.toFixed(0)} MB; goal ≤ 100)`);
  console.log(`live: event fan-out to all (from the change's request): p50 ${p(fanOut, 0.5)} ms, p99 ${p(fanOut, 0.99)} ms, ${reached}/${STREAMS * EVENTS} deliveries (goal p99 < 1000)`);
  console.log(`live: ticket list meanwhile: ${Math.round(other.requests.average)} req/s, p99 ${other.latency.p99} ms (goal < 50)`);
  for (const r of requests) r.destroy();
  keepAlive.destroy();
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
