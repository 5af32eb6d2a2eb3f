import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';
import type { ZnunyConfig } from './znuny-config';

/** A business error: Znuny answered HTTP 200 with `{ Error: { ErrorCode, ErrorMessage } }`. */
export class ZnunyError extends Error {
  constructor(
    readonly operation: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ZnunyError';
  }
}

/** Connection failures that happen before a request leaves: Znuny received nothing. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Znuny unreachable, failing (non-2xx, not JSON) or too slow: the caller gets a 502 or 504. */
export class ZnunyUnavailableError extends HttpError {
  /** False only when the request certainly never reached Znuny (a refused connection). */
  readonly maybeDelivered: boolean;

  constructor(
    readonly operation: string,
    readonly reason: 'down' | 'timeout' | 'http' | 'invalid',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? 504 : 502, reason === 'timeout' ? messages.znunyTimeout : messages.znunyUnavailable);
    this.name = 'ZnunyUnavailableError';
    const code = (cause as { cause?: { code?: string } } | undefined)?.cause?.code;
    this.maybeDelivered = !(reason === 'down' && code !== undefined && NOT_SENT.has(code));
  }
}

export type Operation = 'SessionCreate' | 'TicketCreate' | 'TicketGet' | 'TicketSearch' | 'TicketUpdate';

export interface CallOptions {
  method: 'GET' | 'POST' | 'PATCH';
  /** Below the web service URL, e.g. `/Ticket/12`. */
  path: string;
  query?: Record<string, string | number | (string | number)[]>;
  body?: Record<string, unknown>;
  /** Writes get the longer timeout and are never retried: a retried write could act twice. */
  write?: boolean;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The GenericInterface REST transport: one agent session, reused and renewed when Znuny forgets
 * it; bounded timeouts; reads retried, writes never. Every request is asynchronous with its own
 * deadline, so a slow Znuny holds up only the requests that wait for it.
 */
export class ZnunyClient {
  /** The agent session: the login in flight, then its id once Znuny gave it. */
  private session: { id: Promise<string>; value?: string } | undefined;

  constructor(
    private readonly cfg: ZnunyConfig,
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: FetchLike = (url, init) => fetch(url, init),
  ) {}

  /** Calls an operation and returns its JSON answer; throws ZnunyError or ZnunyUnavailableError. */
  async call<T>(operation: Exclude<Operation, 'SessionCreate'>, options: CallOptions): Promise<T> {
    const response = await this.withSession(operation, options, (sid) => this.send(operation, options, sid));
    return response as T;
  }

  /**
   * Opens an operation's answer as a byte stream (for large answers read piece by piece). Business
   * errors surface while the stream is read, as an `Error` object in the JSON.
   */
  async open(operation: 'TicketGet', options: CallOptions): Promise<ReadableStream<Uint8Array>> {
    const sid = await this.sessionId();
    const response = await this.request(operation, options, sid, this.cfg.writeTimeoutMs);
    if (!response.body) throw new ZnunyUnavailableError(operation, 'invalid');
    return response.body;
  }

  private async withSession(operation: string, options: CallOptions, run: (sid: string) => Promise<unknown>): Promise<unknown> {
    const sid = await this.sessionId();
    try {
      return await run(sid);
    } catch (e) {
      // Sessions expire (idle time, a restart that cleared them): a refused session is renewed
      // once. Authorisation fails before Znuny does anything, so this is safe for writes too.
      if (e instanceof ZnunyError && e.code.endsWith('.AuthFail')) {
        // Forgotten before the retry asks for a session, so the retry logs in again (or shares
        // a login another request already started) instead of sending the stale id once more.
        this.forgetSession(sid);
        return run(await this.sessionId());
      }
      throw e;
    }
  }

  /** Drops the session `sid` if it is still the current one (a renewal may have replaced it). */
  private forgetSession(sid: string) {
    if (this.session?.value === sid) this.session = undefined;
  }

  private sessionId(): Promise<string> {
    if (!this.session) {
      const entry: NonNullable<ZnunyClient['session']> = {
        id: this.send('SessionCreate', {
          method: 'POST',
          path: '/Session',
          body: { UserLogin: this.cfg.user, Password: this.cfg.password },
        }).then((answer) => {
          const sid = (answer as { SessionID?: unknown }).SessionID;
          if (typeof sid !== 'string' || !sid) throw new ZnunyUnavailableError('SessionCreate', 'invalid');
          entry.value = sid;
          return sid;
        }),
      };
      // A failed login is not cached: the next request tries again.
      entry.id.catch(() => {
        if (this.session === entry) this.session = undefined;
      });
      this.session = entry;
    }
    return this.session.id;
  }

  private async send(operation: Operation, options: CallOptions, sid?: string): Promise<unknown> {
    const attempts = options.write || operation === 'SessionCreate' ? 1 : 1 + this.cfg.readRetries;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.request(operation, options, sid, options.write ? this.cfg.writeTimeoutMs : this.cfg.readTimeoutMs);
        let answer: unknown;
        try {
          answer = await response.json();
        } catch (e) {
          const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
          throw new ZnunyUnavailableError(operation, timeout ? 'timeout' : 'invalid');
        }
        if (!answer || typeof answer !== 'object') throw new ZnunyUnavailableError(operation, 'invalid');
        const error = (answer as { Error?: { ErrorCode?: unknown; ErrorMessage?: unknown } }).Error;
        if (error) throw new ZnunyError(operation, String(error.ErrorCode ?? ''), String(error.ErrorMessage ?? ''));
        return answer;
      } catch (e) {
        if (!(e instanceof ZnunyUnavailableError) || attempt >= attempts || e.reason === 'invalid') throw e;
        this.log.warn({ operation, reason: e.reason, attempt }, 'znuny: read failed, retrying');
        await sleep(150 * attempt);
      }
    }
  }

  private async request(operation: Operation, options: CallOptions, sid: string | undefined, timeoutMs: number): Promise<Response> {
    const url = new URL(this.cfg.webserviceUrl + options.path);
    const query = { ...options.query, ...(sid && options.method === 'GET' ? { SessionID: sid } : {}) };
    // A repeated key is how Znuny's REST transport reads a list from a query string.
    for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
    const body = options.method === 'GET' ? undefined : JSON.stringify({ ...options.body, ...(sid ? { SessionID: sid } : {}) });
    const started = Date.now();
    let response: Response;
    try {
      response = await this.fetchImpl(url.toString(), {
        method: options.method,
        headers: body ? { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' } : { accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      this.log.error({ operation, ms: Date.now() - started, err: e }, timeout ? 'znuny: timed out' : 'znuny: unreachable');
      throw new ZnunyUnavailableError(operation, timeout ? 'timeout' : 'down', e);
    }
    if (!response.ok) {
      this.log.error({ operation, status: response.status }, 'znuny: HTTP error');
      await response.body?.cancel().catch(() => undefined);
      throw new ZnunyUnavailableError(operation, 'http');
    }
    this.log.debug({ operation, ms: Date.now() - started }, 'znuny: answered');
    return response;
  }
}
