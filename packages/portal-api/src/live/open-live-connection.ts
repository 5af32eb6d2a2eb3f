import { LIVE_EVENTS_PATH, type LiveEvent } from '@chamados/api-contract';
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
  /** The first wait before reconnecting (doubled each failure, up to 30 s). */
  retryMs?: number;
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
  const first = options.retryMs ?? 1_000;
  const abort = new AbortController();
  let lastId: string | undefined;
  let delay = first;
  let everUp = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(t);
        resolve();
      });
    });
  const run = async () => {
    while (!abort.signal.aborted) {
      const token = options.token();
      if (!token) break;
      try {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        const res = await doFetch(`${options.baseUrl}${LIVE_EVENTS_PATH}`, { headers, signal: abort.signal, cache: 'no-store' });
        if (res.status === 401 || res.status === 403) break;
        if (res.ok && res.body) {
          await readEventStream(res.body, (e) => {
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
          });
        }
      } catch {
        // A network error or the abort below: try again, or stop.
      }
      options.onUp(false);
      if (abort.signal.aborted) break;
      // Jitter: after a restart, the browsers do not all come back in the same instant.
      await wait(delay * (0.75 + Math.random() / 2));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
    options.onUp(false);
  };
  void run();
  return () => abort.abort();
}
