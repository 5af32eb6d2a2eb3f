import { Worker } from 'node:worker_threads';
import { MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, payloadTooLarge } from '../lib/http-error';
import { messages } from '../messages';
import { sanitizeFileName } from './file-name';

/**
 * The body of a ticket creation or reply (JSON with base64 files, up to 25 MB) parsed and its
 * files decoded. Written as plain JavaScript in a string because it runs in a worker thread (and
 * inline for small bodies): the same code either way, with no bundler involved.
 *
 * In: `bytes` (the raw body), `decode` (replace each `anexos[].content` by '' and hand back the
 * decoded bytes), `max` (the attachment limit). Out: `{ body, files }` or `{ error, name? }`.
 * Prototype keys are refused as Fastify's JSON parser does (`__proto__`, `constructor.prototype`).
 */
const PARSE_SOURCE = `
  const text = new TextDecoder().decode(bytes);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'json' };
  }
  if (/"(?:_|\\\\u005[Ff]){2}(?:p|\\\\u0070)(?:r|\\\\u0072)(?:o|\\\\u006[Ff])(?:t|\\\\u0074)(?:o|\\\\u006[Ff])(?:_|\\\\u005[Ff]){2}"|"(?:c|\\\\u0063)(?:o|\\\\u006[Ff])(?:n|\\\\u006[Ee])(?:s|\\\\u0073)(?:t|\\\\u0074)(?:r|\\\\u0072)(?:u|\\\\u0075)(?:c|\\\\u0063)(?:t|\\\\u0074)(?:o|\\\\u006[Ff])(?:r|\\\\u0072)"/.test(text)) {
    const stack = [body];
    while (stack.length) {
      const node = stack.pop();
      if (!node || typeof node !== 'object') continue;
      if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return { error: 'proto' };
      if (Object.prototype.hasOwnProperty.call(node, 'constructor') && node.constructor && typeof node.constructor === 'object' && Object.prototype.hasOwnProperty.call(node.constructor, 'prototype')) return { error: 'proto' };
      for (const k in node) stack.push(node[k]);
    }
  }
  const files = [];
  const anexos = body && typeof body === 'object' && Array.isArray(body.anexos) ? body.anexos : [];
  let total = 0;
  for (const a of anexos) {
    if (!a || typeof a !== 'object' || typeof a.content !== 'string') { files.push(null); continue; }
    const b64 = a.content.replace(/^data:[^,]*,/, '').replace(/\\s/g, '');
    if (b64.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return { error: 'base64', name: String(a.filename ?? '') };
    const decoded = Buffer.from(b64, 'base64');
    total += decoded.length;
    if (total > max) return { error: 'size' };
    if (!decode) { files.push(null); continue; }
    // A buffer of its own (never a slice of Node's shared pool), so it can be transferred.
    const own = new Uint8Array(decoded.length);
    own.set(decoded);
    files.push(own);
    a.content = '';
  }
  return { body, files };
`;

type Parsed = { body: unknown; files: (Uint8Array | null)[] } | { error: 'json' | 'proto' | 'size' } | { error: 'base64'; name: string };

// The one parser, compiled here for small bodies and in the worker below for large ones.
const parseInline = new Function('bytes', 'decode', 'max', PARSE_SOURCE) as (bytes: Uint8Array, decode: boolean, max: number) => Parsed;

const WORKER_SOURCE = `
  const { parentPort } = require('node:worker_threads');
  const parse = new Function('bytes', 'decode', 'max', ${JSON.stringify(PARSE_SOURCE)});
  parentPort.on('message', ({ id, bytes, decode, max }) => {
    let result;
    try { result = parse(bytes, decode, max); } catch (err) { result = { error: 'crash', message: String(err) }; }
    const transfer = result.files ? result.files.filter(Boolean).map((f) => f.buffer) : [];
    parentPort.postMessage({ id, result }, transfer);
  });
`;

/** Bodies at least this large are parsed off the event loop; smaller ones cost less than the hop. */
const WORKER_THRESHOLD = 256 * 1024;

/** Decoded files of a parsed body, by the attachment object they came from. */
const decodedFiles = new WeakMap<object, Buffer>();

/** The bytes the body parser already decoded for this attachment, if it did. */
export function predecoded(attachment: object): Buffer | undefined {
  return decodedFiles.get(attachment);
}

/** One worker thread, started on first use; requests queue in its message port. */
class ParserWorker {
  private worker: Worker | undefined;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Parsed) => void; reject: (e: Error) => void }>();

  parse(bytes: Uint8Array, decode: boolean): Promise<Parsed> {
    const worker = this.start();
    const id = this.next++;
    return new Promise<Parsed>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // The body's memory moves to the worker instead of being copied.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      worker.postMessage({ id, bytes: own, decode, max: MAX_ATTACHMENTS_BYTES }, [own.buffer as ArrayBuffer]);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', ({ id, result }: { id: number; result: Parsed & { message?: string } }) => {
      const p = this.pending.get(id);
      this.pending.delete(id);
      if ((result as { error?: string }).error === 'crash') p?.reject(new Error(result.message));
      else p?.resolve(result);
    });
    const fail = (err: Error) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('attachment parser worker exited')));
    this.worker = worker;
    return worker;
  }

}

/**
 * One parser thread for the whole process, never terminated: it is unref'd, so it does not keep
 * the process alive, and a request still being parsed during a graceful shutdown finishes.
 */
const sharedWorker = new ParserWorker();

/**
 * Replaces the JSON parser of the scope it is called in (the ticket routes) by one that parses
 * large bodies and decodes their base64 files in a worker thread: a 25 MB body no longer holds
 * the event loop for everyone else (issue 8 §1). With `decode`, each file's bytes are kept
 * aside (`predecoded`) and its `content` becomes '' so nothing decodes it twice; the Znuny
 * store, which forwards base64 as is, parses off the loop without decoding.
 */
export function useAttachmentBodyParser(app: FastifyInstance, decode: boolean) {
  const worker = sharedWorker;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(payload, Number(request.headers['content-length']), request.routeOptions.bodyLimit)
      .then((bytes) => parseBody(bytes, done), (err: Error) => done(err, undefined))
      .catch((err: Error) => done(err, undefined));
  });

  function parseBody(bytes: Buffer, done: (err: Error | null, body: unknown) => void) {
    if (bytes.length === 0) {
      done(Object.assign(new Error('empty'), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 }), undefined);
      return;
    }
    const parsed = bytes.length < WORKER_THRESHOLD ? Promise.resolve(parseInline(bytes, decode, MAX_ATTACHMENTS_BYTES)) : worker.parse(bytes, decode);
    parsed.then(
      (result) => {
        if ('error' in result) {
          if (result.error === 'size') return done(payloadTooLarge(messages.attachmentsTooLarge), undefined);
          if (result.error === 'base64') return done(badRequest(messages.attachmentInvalidBase64(sanitizeFileName(result.name))), undefined);
          if (result.error === 'proto') return done(badRequest(messages.malformedJson), undefined);
          return done(badRequest(messages.malformedJson), undefined);
        }
        const anexos = (result.body as { anexos?: unknown[] } | null)?.anexos;
        result.files.forEach((file, i) => {
          const target = anexos?.[i];
          if (file && target && typeof target === 'object') decodedFiles.set(target, Buffer.from(file.buffer, file.byteOffset, file.byteLength));
        });
        done(null, result.body);
      },
      (err: Error) => done(err, undefined),
    );
  }
}

const fastifyError = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

/**
 * The request body, copied chunk by chunk into one buffer of the declared length as the socket
 * delivers it (Fastify's own reader concatenates 25 MB at the end, in one go on the event loop),
 * with Fastify's checks: the route's body limit and a length that matches Content-Length. The
 * result spans its whole ArrayBuffer, so it moves to the parser thread without a copy.
 */
function readBody(payload: NodeJS.ReadableStream, declared: number, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (declared > limit) return reject(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413));
    // Untouched pages of a large allocation cost no memory until the bytes arrive.
    let body = Buffer.allocUnsafeSlow(Number.isInteger(declared) && declared >= 0 ? declared : 64 * 1024);
    let length = 0;
    const cleanup = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
    };
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (length + bytes.length > limit) {
        cleanup();
        reject(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413));
        return;
      }
      if (length + bytes.length > body.length) {
        // No (or a wrong) Content-Length: grow by doubling.
        const bigger = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(body.length * 2, length + bytes.length)));
        body.copy(bigger, 0, 0, length);
        body = bigger;
      }
      bytes.copy(body, length);
      length += bytes.length;
    }
    function onEnd(err?: Error & { statusCode?: number }) {
      cleanup();
      if (err) {
        if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
        reject(err);
        return;
      }
      if (!Number.isNaN(declared) && length !== declared) {
        reject(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400));
        return;
      }
      resolve(length === body.length ? body : body.subarray(0, length));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
    payload.resume();
  });
}
