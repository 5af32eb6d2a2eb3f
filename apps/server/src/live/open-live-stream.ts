import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent } from '@chamados/api-contract';
import type { AuthUser } from '../auth/claims';
import type { LiveHub } from './live-hub';

/** A reader this far behind (bytes queued in the socket) is cut: it reconnects with Last-Event-ID. */
const MAX_QUEUED_BYTES = 1 << 20;
/** setTimeout's longest delay; a token valid for longer is checked again then. */
const MAX_TIMER_MS = 2_147_000_000;

/** When the bearer token expires (ms), read from the token the guard already verified. */
export function tokenExpiry(request: FastifyRequest): number {
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now();
  } catch {
    return Date.now();
  }
}

export interface OpenedStream {
  conexao: string;
  /** Resolves when the stream ended, whoever ended it. */
  closed: Promise<void>;
}

const frameOf = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * Turns the request into an event stream for `user`: the headers the other answers carry plus
 * SSE's, a first `conectado` event, then whatever the hub sends, until the client leaves, the
 * token expires (`fim`, 'token-expirado') or the server stops.
 */
export function openLiveStream(request: FastifyRequest, reply: FastifyReply, user: AuthUser, hub: LiveHub): OpenedStream {
  const conexao = randomUUID();
  const expires = tokenExpiry(request);
  const res = reply.raw;
  reply.hijack();
  // A stream lives as long as its token, not as long as an idle socket may.
  request.raw.socket.setTimeout(0);
  request.raw.socket.setNoDelay(true);
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies would hold the events back in their buffers.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let open = true;
  let unsubscribe = () => {};
  let timer: NodeJS.Timeout | undefined;
  let resolveClosed = () => {};
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const finish = () => {
    if (!open) return;
    open = false;
    unsubscribe();
    clearTimeout(timer);
    resolveClosed();
  };
  const send = (frame: string) => {
    if (!open) return;
    if (res.writableLength > MAX_QUEUED_BYTES) {
      finish();
      res.destroy();
      return;
    }
    res.write(frame);
  };
  const end = (frame: string) => {
    if (!open) return;
    res.end(frame);
    finish();
  };
  res.on('close', finish);
  // The client sets `retry` only once: 2 s, so a restart of the server is not a stampede.
  res.write(`retry: 2000\n${frameOf({ tipo: 'conectado', conexao, expira: new Date(expires).toISOString() })}`);
  const lastEventId = request.headers['last-event-id'];
  unsubscribe = hub.subscribe({ userId: user.id, agent: user.agente, send, end }, typeof lastEventId === 'string' ? lastEventId : undefined);
  const expire = () => {
    const left = expires - Date.now();
    if (left > 0) timer = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
    else end(frameOf({ tipo: 'fim', motivo: 'token-expirado' }));
  };
  expire();
  return { conexao, closed };
}
