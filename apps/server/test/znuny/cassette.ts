import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
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

/** A recorded cassette of `test/znuny/recordings/`. */
export const loadCassette = (name: string): Cassette =>
  JSON.parse(readFileSync(new URL(`./recordings/${name}.json`, import.meta.url), 'utf8')) as Cassette;

/** The GenericInterface operation a request calls (`TicketCreate`, `TicketGet`, …). */
export function operationName(request: Pick<Exchange['request'], 'method' | 'operation'>): string {
  const [resource] = request.operation.split('/');
  if (resource === 'Session') return 'SessionCreate';
  if (resource === 'TicketHistory') return 'TicketHistoryGet';
  if (resource === 'Ticket') return request.method === 'POST' && request.operation === 'Ticket' ? 'TicketCreate' : request.method === 'GET' ? 'TicketGet' : 'TicketUpdate';
  return resource ?? '';
}

/**
 * The request as compared on replay: no session, keys in a stable order, and a password only as
 * a short hash (a wrong password must not match the right one's recording).
 */
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
    if ('Password' in parsed) parsed.Password = `sha256:${createHash('sha256').update(String(parsed.Password)).digest('hex').slice(0, 8)}`;
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

/** The SessionID a request carries: in the query string of a GET, in the JSON body otherwise. */
function sessionOf(url: string, rawBody: string): string | undefined {
  const fromQuery = new URL(url, 'http://stub').searchParams.get('SessionID');
  if (fromQuery) return fromQuery;
  if (!rawBody) return undefined;
  const sid = (JSON.parse(rawBody) as { SessionID?: unknown }).SessionID;
  return typeof sid === 'string' ? sid : undefined;
}

/**
 * Characters Znuny's QueryCondition reads as operators (`+` AND, `|` OR, `!` NOT, parentheses,
 * `*`/`%` wildcards, spaces between words) outside a quoted phrase.
 */
const QUERY_OPERATORS = /[+|!()&*%"\s]/;

/**
 * A stand-in for Znuny that answers each request with the recorded answer of the first unused
 * exchange asking the same thing (concurrent searches may arrive in any order). A request no
 * recording matches is an error: the connector changed, so the recordings must be made again.
 *
 * Like Znuny, it only serves requests that carry a session it gave out: a login returns a fresh
 * SessionID each time (recorded logins can be replayed any number of times), and any other
 * session — an old one, or one `expireSessions` dropped (Znuny's idle timeout, a restart) — gets
 * the AuthFail answer the real Znuny gives (recorded in `expired-session`). It reads a customer
 * login as Znuny's TicketSearch does: `CustomerUserLoginRaw` is not passed on by Znuny 7.0's
 * GenericInterface, and an unquoted login with operators in it matches nobody.
 */
export class ReplayStub {
  private server: http.Server | undefined;
  private readonly used = new Set<number>();
  private readonly sessions = new Set<string>();
  private readonly authFail: Map<string, string>;
  readonly unmatched: Exchange['request'][] = [];
  readonly received: Exchange['request'][] = [];
  /** Requests refused for their session, by operation. */
  readonly refusedSessions: string[] = [];
  intercept: Intercept | undefined;

  constructor(
    private readonly cassette: Cassette,
    expired: Cassette = loadCassette('expired-session'),
  ) {
    this.authFail = new Map(expired.exchanges.map((e) => [operationName(e.request), e.response.body]));
  }

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

  /** Znuny forgets every session it gave out (its idle timeout passed, or it restarted). */
  expireSessions(): void {
    this.sessions.clear();
  }

  /** Recorded exchanges never asked for (the scenario took a different path). */
  unused(): Exchange['request'][] {
    return this.cassette.exchanges.filter((_, i) => !this.used.has(i)).map((e) => e.request);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const request = normalise(req.method ?? 'GET', req.url ?? '/', raw);
    this.received.push(request);
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': status === 200 ? 'application/json; charset=UTF-8' : 'text/plain' });
      res.end(body);
    };
    const special = this.intercept?.(request);
    if (special) {
      if (special.delayMs) await new Promise((r) => setTimeout(r, special.delayMs));
      if (special.destroy) return void req.socket.destroy();
      if (special.status !== undefined) return answer(special.status, special.body ?? '');
    }
    const operation = operationName(request);
    if (operation !== 'SessionCreate') {
      const sid = sessionOf(req.url ?? '/', raw);
      if (!sid || !this.sessions.has(sid)) {
        this.refusedSessions.push(operation);
        return answer(200, this.authFail.get(operation) ?? `{"Error":{"ErrorCode":"${operation}.AuthFail","ErrorMessage":"${operation}: Authorization failing!"}}`);
      }
    }
    const body = request.body as Record<string, unknown> | undefined;
    if (operation === 'TicketSearch' && body && 'CustomerUserLoginRaw' in body) {
      this.unmatched.push(request);
      return answer(500, 'CustomerUserLoginRaw is not passed on by the GenericInterface of Znuny 7.0');
    }
    const login = body?.CustomerUserLogin;
    if (operation === 'TicketSearch' && typeof login === 'string' && !/^".*"$/.test(login) && QUERY_OPERATORS.test(login)) return answer(200, '{}');

    // Each recorded exchange answers once; a login may also be answered again (a renewal).
    let index = this.cassette.exchanges.findIndex((e, i) => !this.used.has(i) && same(e.request, request));
    if (index < 0 && operation === 'SessionCreate') index = this.cassette.exchanges.findIndex((e) => same(e.request, request));
    if (index < 0) {
      this.unmatched.push(request);
      return answer(500, 'no recorded exchange matches this request');
    }
    this.used.add(index);
    let recorded = this.cassette.exchanges[index]!.response.body;
    if (operation === 'SessionCreate' && recorded.includes('"SessionID"')) {
      const sid = randomBytes(16).toString('hex');
      this.sessions.add(sid);
      recorded = JSON.stringify({ ...(JSON.parse(recorded) as object), SessionID: sid });
    }
    answer(this.cassette.exchanges[index]!.response.status, recorded);
  }
}

/** Holds a request before it goes on to Znuny (`beforeMs`) or before its answer comes back (`afterMs`). */
export type Delay = (request: Exchange['request']) => { beforeMs?: number; afterMs?: number } | undefined;

/**
 * A pass-through to the real Znuny that writes down every exchange (the recording script uses
 * it), and can hold requests to make Znuny look slow while it really does the work.
 */
export class RecordingProxy {
  private server: http.Server | undefined;
  private readonly running = new Set<Promise<void>>();
  readonly exchanges: Exchange[] = [];
  delay: Delay | undefined;

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const handled = this.handle(req, res).finally(() => this.running.delete(handled));
      this.running.add(handled);
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${new URL(this.target).pathname.replace(/\/+$/, '')}`;
  }

  /** Resolves when every request received so far has been answered by Znuny (and passed on). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const request = normalise(req.method ?? 'GET', req.url ?? '/', raw);
    const held = this.delay?.(request);
    if (held?.beforeMs) await new Promise((r) => setTimeout(r, held.beforeMs));
    const origin = new URL(this.target).origin;
    const answer = await fetch(origin + (req.url ?? '/'), {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: req.method === 'GET' ? undefined : raw,
    });
    const body = await answer.text();
    this.exchanges.push({ request, response: { status: answer.status, body } });
    if (held?.afterMs) await new Promise((r) => setTimeout(r, held.afterMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(body);
  }
}
