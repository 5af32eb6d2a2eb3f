import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { ATTACHMENT_FORM, MAX_ATTACHMENT_FILES, MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from '../lib/http-error';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../lib/json-depth';
import { utf8Text } from '../lib/utf8-text';
import { messages } from '../messages';
import { safeContentType, sanitizeFileName } from './file-name';
import { spooledFile, type IncomingFile } from './incoming-file';

const DATA_PART = ATTACHMENT_FORM.data;
const FILE_PART = ATTACHMENT_FORM.file;

/** Where a multipart request's reading stands, between the preValidation hook and the handler. */
interface Intake {
  parts: AsyncIterator<Multipart>;
  /** Decoded bytes the body's own base64 files will take, counted against the one limit. */
  base64Bytes: number;
  /** Every part read (or the request refused): nothing more will be read from it. */
  done: boolean;
}

const intakes = new WeakMap<FastifyRequest, Intake>();

/**
 * How much of a refused upload is read and thrown away after the answer (a lingering close):
 * more than any upload the portal can send, with room for a file well over the limit, so its
 * sender reads 'excede o limite' rather than a reset. Past it the socket is closed.
 */
export const LINGER_BYTES = 64 * 1048576;

/**
 * Reads what is left of a request's body and drops it, up to LINGER_BYTES, so the client can
 * finish sending and read the answer already on its way; the connection then stays usable. The
 * parser (busboy) is unhooked first: it would hold every part it still sees. A body that goes on
 * past the bound is cut (the request timeout bounds a slow one).
 */
export function discardRest(raw: IncomingMessage, bound = LINGER_BYTES): void {
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > bound) raw.destroy();
  });
  raw.resume();
}

/**
 * Ticket creation and replies, for every route of the calling plugin scope — so call it in a
 * scope of its own holding only the routes that take files (`uploadRoutes`): its hooks, and
 * @fastify/multipart's, would otherwise run on every read of the scope too (they made the
 * cached ticket reads about 20% slower):
 *
 * - `multipart/form-data`: a part `dados` first, the request as JSON without files, then one
 *   part `anexos` per file (name and type in the part's headers). `dados` becomes the body the
 *   route's schema validates; the files are read later, by `withAttachments`, in the handler.
 * - `application/json`: the same request with files as base64, for API clients with small files
 *   (the route's `bodyLimit` keeps it small).
 *
 * Either way a body nested deeper than MAX_JSON_DEPTH is refused with 400 before validation.
 */
export async function useTicketIntake(fastify: FastifyInstance, opts: { dataLimit: number }) {
  await fastify.register(multipart, {
    // `dados` comes as a file part too, whatever the client calls it: its bytes as they were sent,
    // checked as UTF-8 here (busboy decodes a field with U+FFFD in place of bad bytes).
    isPartAFile: (fieldName, contentType, fileName) => fieldName === DATA_PART || fileName !== undefined || contentType === 'application/octet-stream',
    limits: {
      fieldSize: opts.dataLimit,
      fields: 4,
      // The files and `dados`, and one more, so the check in withAttachments says how many.
      files: MAX_ATTACHMENT_FILES + 2,
      parts: MAX_ATTACHMENT_FILES + 5,
      // One byte over the limit is read, so the running check below (not busboy, which cuts
      // the file short silently at its limit) says the files are too large.
      fileSize: MAX_ATTACHMENTS_BYTES + 1,
      headerPairs: 20,
    },
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'error');

  // A JSON body over the route's limit: the client is told how files of that size travel.
  fastify.setErrorHandler((error: Error & { code?: string }) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw payloadTooLarge(messages.jsonAttachmentsTooLarge(Math.floor(opts.dataLimit / 1048576)));
    throw error;
  });

  fastify.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readData(request, (text) => parseText(parseJson, request, text));
    if (request.body != null && typeof request.body === 'object' && jsonTooDeep(request.body)) throw badRequest(messages.jsonTooDeep(MAX_JSON_DEPTH));
  });

  // A request refused before all its parts were read (too large, a bad part, a validation
  // error): the answer goes out at once, and the rest of the upload is read and thrown away
  // (`discardRest`) instead of the socket being closed under it: a client still sending would
  // get a reset, and lose the answer with it (EPIPE/ECONNRESET in Node's fetch).
  fastify.addHook('onResponse', async (request) => {
    const intake = intakes.get(request);
    if (intake && !intake.done) discardRest(request.raw);
  });
}

/**
 * Registers the routes that take files in a scope of their own with the intake (`useTicketIntake`),
 * so the plugin's other routes (the reads) pay nothing for it.
 * @example await uploadRoutes(fastify, { dataLimit }, (uploads) => uploads.post(path, opts, handler));
 */
export async function uploadRoutes(fastify: FastifyInstance, opts: { dataLimit: number }, routesOf: (uploads: FastifyInstance) => void): Promise<void> {
  await fastify.register(async (uploads) => {
    await useTicketIntake(uploads, opts);
    routesOf(uploads);
  });
}

function parseText(parser: ReturnType<FastifyInstance['getDefaultJsonParser']>, request: FastifyRequest, text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    parser(request, text, (err: Error | null, value?: unknown) => (err ? reject(badRequest(messages.malformedJson)) : resolve(value)));
  });
}

/** The `dados` part, parsed; the parts after it wait (busboy holds the socket) for the handler. */
async function readData(request: FastifyRequest, parse: (text: string) => Promise<unknown>): Promise<unknown> {
  const parts = request.parts()[Symbol.asyncIterator]();
  const intake: Intake = { parts, base64Bytes: 0, done: false };
  intakes.set(request, intake);
  const first = await nextPart(intake);
  if (!first || first.fieldname !== DATA_PART) throw badRequest(messages.formDataFirst);
  // Always a file part (`isPartAFile`), read whole as long as it stays small.
  if (first.type !== 'file') throw badRequest(messages.formDataFirst);
  const body = await parse(await readSmall(first, request.routeOptions.bodyLimit));
  intake.base64Bytes = base64Bytes(body);
  return body;
}

/** The `dados` part read whole, as long as it stays small, and refused unless it is UTF-8. */
async function readSmall(part: MultipartFile, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw payloadTooLarge(messages.formDataTooLarge);
    chunks.push(chunk);
  }
  const text = utf8Text(Buffer.concat(chunks));
  if (text === undefined) throw badRequest(messages.notUtf8);
  return text;
}

/** About what the body's base64 files decode to (3 bytes per 4 characters). */
function base64Bytes(body: unknown): number {
  const anexos = (body as { anexos?: unknown } | null)?.anexos;
  if (!Array.isArray(anexos)) return 0;
  return anexos.reduce<number>((sum, a) => sum + (typeof (a as { content?: unknown })?.content === 'string' ? Math.floor(((a as { content: string }).content.length * 3) / 4) : 0), 0);
}

/** The next part, with the parser's own errors said in Portuguese with their status. */
async function nextPart(intake: Intake): Promise<Multipart | undefined> {
  try {
    const next = await intake.parts.next();
    if (next.done) intake.done = true;
    return next.done ? undefined : next.value;
  } catch (err) {
    throw partError(err);
  }
}

function partError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(messages.attachmentsTooLarge);
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge(messages.attachmentsTooMany(MAX_ATTACHMENT_FILES));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(messages.formUnexpectedPart(''));
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest(messages.malformedJson);
  // busboy's own (a missing boundary, a part cut short, a client gone mid-file) and the
  // plugin's prototype-key refusal: the body is broken.
  return badRequest(messages.malformedMultipart);
}

/**
 * Receives the files of a creation or reply and hands them to `write`, the store call that puts
 * them in its transaction. Multipart file parts are streamed, as they arrive, into spool files
 * (one per file, in a private directory) with a running check of the total against the
 * attachment limit: no request holds a file in memory, and the database is not held while a
 * slow client uploads. A client that stops mid-file, a part too large or a broken part ends the
 * request before the store is called: nothing is written, and the spool files are removed
 * whatever happens. A JSON request has no streamed files: `write` gets none, and the store
 * decodes the body's (small) base64 ones.
 */
export async function withAttachments<T>(request: FastifyRequest, write: (files: IncomingFile[]) => Promise<T>): Promise<T> {
  const intake = intakes.get(request);
  if (!intake) return write([]);
  let dir: string | undefined;
  try {
    const files: IncomingFile[] = [];
    let used = intake.base64Bytes;
    for (let part = await nextPart(intake); part; part = await nextPart(intake)) {
      if (part.type !== 'file' || part.fieldname !== FILE_PART) throw badRequest(messages.formUnexpectedPart(part.fieldname));
      if (files.length >= MAX_ATTACHMENT_FILES) throw payloadTooLarge(messages.attachmentsTooMany(MAX_ATTACHMENT_FILES));
      dir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'chamados-anexos-'));
      const file = await spool(part, path.join(dir, String(files.length)), MAX_ATTACHMENTS_BYTES - used);
      used += file.size;
      files.push(file);
    }
    return await write(files);
  } finally {
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The parts of a file part the spooling reads (a test can make one without a request). */
export type SpooledPart = Pick<MultipartFile, 'file' | 'filename' | 'mimetype'>;

/** One file part into its spool file, refused once it passes `room` bytes. */
export async function spool(part: SpooledPart, file: string, room: number): Promise<IncomingFile> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const hash = createHash('sha256');
  let size = 0;
  try {
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > room) throw payloadTooLarge(messages.attachmentsTooLarge);
        hash.update(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      }
    } catch (err) {
      throw partError(err);
    }
    // busboy ends a file cut short at its size limit as if it were whole.
    if (part.file.truncated) throw payloadTooLarge(messages.attachmentsTooLarge);
    out.end();
    await finished(out);
  } catch (err) {
    out.destroy();
    // A write still in flight when the upload fails comes back, after the destroy, as an
    // ERR_STREAM_DESTROYED 'error' event: with no listener it is an uncaught exception that ends
    // the process. finished() listens for it, and waits until the file is closed, so the caller
    // removes a closed file.
    await finished(out).catch(() => undefined);
    throw err;
  }
  return spooledFile(sanitizeFileName(part.filename), safeContentType(part.mimetype), size, hash.digest('hex'), file);
}
