import { LIVE_EVENTS_PATH, type LiveEvent } from '@chamados/api-contract';
import type { StreamEvent } from './parse-event-stream';
import { readEventStream } from './read-event-stream';

export interface LiveConnectionOptions {
  /** Where the API lives ('/api'). */
  baseUrl: string;
  /** The current token, read at each (re)connection: a renewed session is picked up. */
  token: () => string | null | undefined;
  onEvent: (event: LiveEvent) => void;
  /** The stream is up (after `conectado`) or down (polling takes over). */
  onUp: (up: boolean) => void;
  fetch?: typeof fetch;
  /** The first wait before reconnecting (doubled each failure, up to 30 s); the server's `retry:` replaces it. */
  retryMs?: number;
  /**
   * How long a stream may stay silent before it is taken for dead and reopened. The server sends a
   * heartbeat comment every 25 s; a connection a proxy or a sleeping laptop dropped without a word
   * would otherwise look up for ever, and the pages would not poll.
   */
  silenceMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Keeps one `GET /api/eventos` open with fetch (the token in the Authorization header, never in
 * the URL): reconnects after a drop with `Last-Event-ID`, so the server replays what was missed,
 * waiting longer after each failure; stops on 401 (the session is over: the pages' own requests
 * take the user to the login). A reconnection that cannot name its last event reads everything
 * again (`recarregar`). Returns the function that closes it.
 */
export function openLiveConnection(options: LiveConnectionOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let first = options.retryMs ?? 1_000;
  const silenceMs = options.silenceMs ?? 60_000;
  const abort = new AbortController();
  let lastId: string | undefined;
  let delay = first;
  let everUp = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(t);
        resolve();
      };
      const t = setTimeout(() => {
        abort.signal.removeEventListener('abort', done);
        resolve();
      }, ms);
      abort.signal.addEventListener('abort', done, { once: true });
    });
  const run = async () => {
    while (!abort.signal.aborted) {
      const token = options.token();
      if (!token) break;
      try {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        // This connection's own abort: the stop below, or the silence watchdog.
        const attempt = new AbortController();
        const stopAttempt = () => attempt.abort();
        abort.signal.addEventListener('abort', stopAttempt);
        let silence: ReturnType<typeof setTimeout> | undefined;
        const alive = () => {
          clearTimeout(silence);
          silence = setTimeout(stopAttempt, silenceMs);
        };
        try {
          alive();
          const res = await doFetch(`${options.baseUrl}${LIVE_EVENTS_PATH}`, { headers, signal: attempt.signal, cache: 'no-store' });
          if (res.status === 401 || res.status === 403) break;
          if (res.ok && res.body) await readEventStream(res.body, { onEvent: (e) => receive(e), onRetry: (ms) => (first = ms), onActivity: alive });
        } finally {
          clearTimeout(silence);
          abort.signal.removeEventListener('abort', stopAttempt);
        }
      } catch {
        // A network error, the silence watchdog or the stop: try again, or stop.
      }
      options.onUp(false);
      if (abort.signal.aborted) break;
      // Jitter: after a restart, the browsers do not all come back in the same instant.
      await wait(delay * (0.75 + Math.random() / 2));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
    options.onUp(false);
  };
  const receive = (e: StreamEvent) => {
    if (e.id) lastId = e.id;
    let event: LiveEvent;
    try {
      event = JSON.parse(e.data) as LiveEvent;
    } catch {
      return;
    }
    if (event.tipo === 'conectado') {
      delay = first;
      // Down for a while with nothing to name: what changed meanwhile is unknown.
      if (everUp && !lastId) options.onEvent({ tipo: 'recarregar' });
      everUp = true;
      options.onUp(true);
    }
    options.onEvent(event);
  };
  void run();
  return () => abort.abort();
}
