import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { messages } from '../src/messages';
import { launchTestTreeAt, ticketBodyAt } from './open-ticket';
import { startServerChild, untilRequestRunning, type ServerChild } from './server-child';
import { dbVariant, freshPostgres } from './test-app';
import { claims, token } from './tokens';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The server in a child process, on its own data directory (and database on PostgreSQL). */
async function start(env: Record<string, string>): Promise<ServerChild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamados-shutdown-'));
  const extra: Record<string, string> = {};
  if (dbVariant === 'postgres') {
    const pg = await freshPostgres();
    cleanups.push(pg.drop);
    extra.DATABASE_URL = pg.url;
  }
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServerChild({ DATA_DIR: dataDir, JWT_SECRET: testConfig().jwtSecret!, SEED: 'false', ...extra, ...env });
  cleanups.push(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw HTTP/1.1 connection: what a load balancer's keep-alive socket does, byte by byte. */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  readonly socket: net.Socket;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (d) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.waiting?.();
    });
    this.socket.on('error', () => {});
    cleanups.push(() => void this.socket.destroy());
  }

  write(text: string | Buffer): void {
    this.socket.write(text);
  }

  /** The next whole answer on this connection. */
  async answer(): Promise<Answer> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
        const length = Number(headers['content-length'] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(end + 4 + length);
          return { status: Number(statusLine!.split(' ')[1]), headers, body };
        }
      }
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }
}

/** Resolves once the server no longer accepts connections (it has begun to stop). */
async function untilRefusing(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(false)));
      s.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A ticket creation (a walk of the test tree) whose body the client sends in two halves. */
async function creation(server: ServerChild): Promise<{ head: string; first: Buffer; rest: Buffer }> {
  await launchTestTreeAt(server.url, `Bearer ${await token(claims.admin)}`);
  const authorization = `Bearer ${await token(claims.userA)}`;
  const body = Buffer.from(JSON.stringify(await ticketBodyAt(server.url, authorization, { assunto: 'Criado durante o desligamento' })));
  const head = `POST /api/ticket HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, first: body.subarray(0, 20), rest: body.subarray(20) };
}

const errorLines = (log: string) => log.split('\n').filter((l) => /"level":(50|60)/.test(l));

describe(`graceful shutdown (${dbVariant})`, () => {
  it('finishes what is running, answers what arrives meanwhile with a Portuguese 503, and exits 0', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '30000' });
    const running = new Connection(server.port);
    const post = await creation(server);
    running.write(post.head);
    running.write(post.first);
    await untilRequestRunning(server, '/api/ticket');
    const idle = new Connection(server.port);
    idle.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect((await idle.answer()).status).toBe(200);

    server.child.kill('SIGTERM');
    await untilRefusing(server.port);
    // A request on a connection the load balancer still holds open.
    idle.write('GET /api/arvores HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await idle.answer();
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ mensagem: messages.shuttingDown });
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    // The request that was running finishes, and says its connection closes.
    running.write(post.rest);
    const created = await running.answer();
    expect(created.status, created.body).toBe(201);
    expect(created.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(errorLines(server.log())).toEqual([]);
    expect(server.log()).not.toMatch(/"statusCode":500/);
  });

  it('answers a request still running when the grace period ends with the same 503, then stops', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const stalled = new Connection(server.port);
    const post = await creation(server);
    stalled.write(post.head);
    stalled.write(post.first);
    await untilRequestRunning(server, '/api/ticket');
    const t0 = Date.now();
    server.child.kill('SIGTERM');
    const refused = await stalled.answer();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1_400);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ mensagem: messages.shuttingDown });
    expect(refused.headers.connection).toBe('close');
    expect(await server.exited).toBe(1);
    expect(errorLines(server.log())).toEqual([]);
  });
});
