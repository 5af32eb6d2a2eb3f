import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '../messages';

/** Node's HTTP parser errors that have a status of their own; any other malformed request is a 400. */
const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.requestTimeout],
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (oversized headers, broken
 * framing, a request that never finished) never reaches a route or a hook, so this writes the
 * raw answer itself — `{ mensagem }` in Portuguese with the same security headers as every
 * other response — and closes the connection, as the parser's state is unknown.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (err: Error & { code?: string }, socket: Socket) => {
    // A connection the client already dropped has no one to answer.
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, mensagem] = (err.code && STATUS[err.code]) || [400, messages.invalidRequest];
    const body = JSON.stringify({ mensagem });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'cache-control: no-store\r\n' +
        headerLines +
        'connection: close\r\n\r\n' +
        body,
    );
  };
}
