import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One GenericInterface exchange, as recorded from the real Znuny. */
export interface Exchange {
  request: { method: string; operation: string; query: Record<string, string | string[]>; body?: unknown };
  response: { status: number; body: string };
}

export interface Cassette {
  /** Customer-login prefix of the recorded run: replaying it makes the same requests. */
  prefix: string;
  exchanges: Exchange[];
}

/** `/Ticket/12` → `Ticket/12`: the part after `/Webservice/<name>`. */
function operationPath(pathname: string): string {
  const m = /\/Webservice\/[^/]+(\/.*)$/.exec(pathname);
  return (m?.[1] ?? pathname).replace(/^\//, '');
}

/** The request as compared on replay: no session, no password, keys in a stable order. */
export function normalise(method: string, url: string, rawBody: string): Exchange['request'] {
  const u = new URL(url, 'http://stub');
  const query: Record<string, string | string[]> = {};
  for (const key of [...new Set(u.searchParams.keys())].sort()) {
    if (key === 'SessionID') continue;
    const all = u.searchParams.getAll(key);
    query[key] = all.length === 1 ? all[0]! : all;
  }
  let body: unknown;
  if (rawBody) {
    const parsed = JSON.parse(rawBody) as Record<string, unknown>;
    delete parsed.SessionID;
    if ('Password' in parsed) parsed.Password = '***';
    body = sortKeys(parsed);
  }
  return { method, operation: operationPath(u.pathname), query, ...(body !== undefined ? { body } : {}) };
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}

const same = (a: Exchange['request'], b: Exchange['request']) => JSON.stringify(a) === JSON.stringify(b);

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What a test may make the stub do to one request instead of replaying. */
export type Intercept = (request: Exchange['request']) => { delayMs?: number; status?: number; body?: string; destroy?: boolean } | undefined;

/**
 * A stand-in for Znuny that answers each request with the recorded answer of the first unused
 * exchange asking the same thing (concurrent searches may arrive in any order). A request no
 * recording matches is an error: the connector changed, so the recordings must be made again.
 */
export class ReplayStub {
  private server: http.Server | undefined;
  private readonly used = new Set<number>();
  readonly unmatched: Exchange['request'][] = [];
  readonly received: Exchange['request'][] = [];
  intercept: Intercept | undefined;

  constructor(private readonly cassette: Cassette) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/znuny/nph-genericinterface.pl`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  /** Recorded exchanges never asked for (the scenario took a different path). */
  unused(): Exchange['request'][] {
    return this.cassette.exchanges.filter((_, i) => !this.used.has(i)).map((e) => e.request);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const request = normalise(req.method ?? 'GET', req.url ?? '/', await readBody(req));
    this.received.push(request);
    const special = this.intercept?.(request);
    if (special) {
      if (special.delayMs) await new Promise((r) => setTimeout(r, special.delayMs));
      if (special.destroy) return void req.socket.destroy();
      if (special.status !== undefined) {
        res.writeHead(special.status, { 'content-type': 'application/json' });
        return void res.end(special.body ?? '');
      }
    }
    const index = this.cassette.exchanges.findIndex((e, i) => !this.used.has(i) && same(e.request, request));
    if (index < 0) {
      this.unmatched.push(request);
      res.writeHead(500, { 'content-type': 'text/plain' });
      return void res.end('no recorded exchange matches this request');
    }
    this.used.add(index);
    const { status, body } = this.cassette.exchanges[index]!.response;
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(body);
  }
}

/** A pass-through to the real Znuny that writes down every exchange (the recording script uses it). */
export class RecordingProxy {
  private server: http.Server | undefined;
  readonly exchanges: Exchange[] = [];

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${new URL(this.target).pathname.replace(/\/+$/, '')}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const origin = new URL(this.target).origin;
    const answer = await fetch(origin + (req.url ?? '/'), {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: req.method === 'GET' ? undefined : raw,
    });
    const body = await answer.text();
    this.exchanges.push({ request: normalise(req.method ?? 'GET', req.url ?? '/', raw), response: { status: answer.status, body } });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(body);
  }
}
