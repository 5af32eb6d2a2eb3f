import type { LiveEvent } from '@chamados/api-contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { DEFAULT_API_BASE_URL } from '../api/portal-api';
import { setLiveUp } from './live-status';
import { applyLiveEvent } from './apply-live-event';
import { openLiveConnection } from './open-live-connection';
import { setPresence } from './presence-board';

export interface StartLiveOptions {
  /** The store's dispatch: events invalidate RTK Query tags. */
  dispatch: Dispatch;
  /** The current token. */
  token: () => string | null | undefined;
  /** The signed-in user: tabs share a stream only with tabs of the same user. */
  userId: string;
  baseUrl?: string;
  /** For tests: no sharing between tabs. */
  shareAcrossTabs?: boolean;
  /** For tests: the fetch the stream is read with. */
  fetch?: typeof fetch;
}

type TabMessage = { tipo: 'evento'; evento: LiveEvent } | { tipo: 'status'; up: boolean } | { tipo: 'status?' };

/**
 * Live updates for this tab. The tabs of one browser share one stream (HTTP/1.1 allows six
 * connections per host): the tab holding the Web Lock `chamados-live:{user}` opens it and passes
 * each event to the others on a BroadcastChannel; when it closes, the next tab takes the lock and
 * the stream. Without Web Locks or BroadcastChannel each tab opens its own. Returns the stop.
 * @example const stop = startLive({ dispatch: store.dispatch, token: () => selectToken(store.getState()), userId })
 */
export function startLive(options: StartLiveOptions): () => void {
  const handle = (event: LiveEvent) => {
    applyLiveEvent(options.dispatch, event);
    if (event.tipo === 'presenca') setPresence(event.id, event.agentes);
  };
  const connect = (onEvent: (event: LiveEvent) => void, onUp: (up: boolean) => void) =>
    openLiveConnection({ baseUrl: options.baseUrl ?? DEFAULT_API_BASE_URL, token: options.token, onEvent, onUp, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const canShare = options.shareAcrossTabs !== false && typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;
  if (!canShare) {
    const stop = connect(handle, setLiveUp);
    return () => {
      stop();
      setLiveUp(false);
    };
  }
  const name = `chamados-live:${options.userId}`;
  const channel = new BroadcastChannel(name);
  const abort = new AbortController();
  let leader = false;
  let up = false;
  // Events reached this tab through another tab's stream: when that tab closes, what changed
  // before this tab's own stream opens is missed, so its first `conectado` reloads every page.
  let heardLeader = false;
  let closed = false;
  // The stream says it is down once more after the stop, when the channel is closed: posting
  // then would throw (InvalidStateError).
  const post = (message: TabMessage) => {
    if (!closed) channel.postMessage(message);
  };
  channel.onmessage = (m: MessageEvent<TabMessage>) => {
    const message = m.data;
    if (leader) {
      if (message.tipo === 'status?') post({ tipo: 'status', up });
      return;
    }
    if (message.tipo === 'status') {
      setLiveUp(message.up);
      if (message.up) heardLeader = true;
    } else if (message.tipo === 'evento') {
      heardLeader = true;
      handle(message.evento);
    }
  };
  // A tab that opens while another leads learns at once whether the stream is up.
  post({ tipo: 'status?' });
  navigator.locks
    .request(name, { signal: abort.signal }, () =>
      new Promise<void>((release) => {
        leader = true;
        const send = (event: LiveEvent) => {
          handle(event);
          post({ tipo: 'evento', evento: event });
        };
        const stop = connect(
          (event) => {
            send(event);
            if (event.tipo === 'conectado' && heardLeader) {
              heardLeader = false;
              send({ tipo: 'recarregar' });
            }
          },
          (value) => {
            up = value;
            setLiveUp(value);
            post({ tipo: 'status', up: value });
          },
        );
        abort.signal.addEventListener('abort', () => {
          stop();
          if (up) post({ tipo: 'status', up: false });
          release();
        });
      }),
    )
    .catch(() => {});
  return () => {
    abort.abort();
    closed = true;
    channel.close();
    setLiveUp(false);
  };
}
