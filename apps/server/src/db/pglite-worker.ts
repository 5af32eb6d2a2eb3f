/**
 * The worker thread that runs PGlite for `PgliteThread` (pglite-thread.ts), answering its
 * messages (pglite-protocol.ts) `{ id, op, ... }` with `{ id, ok, result | error }`. Built, it is
 * dist/pglite-worker.js (its own tsup entry); from the sources (tests, `pnpm dev`) it is loaded
 * through pglite-worker-dev.mjs, which registers tsx first.
 *
 * A transaction is PGlite's own `transaction()`, held open until the main thread says `end`:
 * PGlite queues every other query behind it exactly as in one thread, so the semantics do not
 * change, only the thread that waits.
 *
 * Bytes: a bytea parameter is sent to PostgreSQL in binary (PGlite's protocol writer sends any
 * byte view that way), not as hex text: half the bytes through every copy PGlite's writer makes,
 * and no hex string per piece. Bytea results come back as hex text converted by Node's codec
 * (PGlite's default goes byte by byte in JavaScript: seconds per 512 KiB piece).
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import {
  isSharedBytes,
  SHARED_SLOT_BYTES,
  type PgliteAnswers,
  type PgliteError,
  type PgliteMessage,
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
  type RecycleMessage,
} from './pglite-protocol';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread (see pglite-thread.ts)');
const port = parentPort;
const { shared } = workerData as PgliteWorkerData;

/**
 * This thread yields the processor to the server's own: 10 nicer than the process (Linux: a
 * thread's nice value is its own).
 * A download keeps it busy decoding pieces for seconds, and on two cores the event loop then
 * waited its turn: others' `/healthz` p99 82 ms while three 18 MB files went out (issue 28 §6,
 * budget 50 ms). A waking event loop now runs first; the database still gets every idle cycle.
 */
function yieldToEventLoop() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid)) setPriority(tid, Math.min(19, getPriority(tid) + WORKER_NICE));
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
const WORKER_NICE = 10;
yieldToEventLoop();

interface OpenTransaction {
  tx?: Transaction;
  decide?: (commit: boolean) => void;
  finished: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
const txs = new Map<number, OpenTransaction>();
let nextTx = 1;
let pg: PGlite | undefined;

function database(): PGlite {
  if (!pg) throw new Error('PGlite is not open');
  return pg;
}

/**
 * Bytea parameters: a byte view goes as is, which PGlite's protocol writer sends in binary
 * format (its types say serializers return strings; its writer takes views too). Text (a
 * `\x…` literal) stays text.
 */
const sendBytea = ((value: Uint8Array | string) => value) as unknown as (value: unknown) => string;

/**
 * Piece-sized buffers the main thread gave back (`RecycleMessage`): a bytea value that fits one is
 * decoded into it instead of a new buffer. A few are plenty: a download holds three pieces.
 */
const recycled: ArrayBuffer[] = [];
const MAX_RECYCLED = 16;
const parseBytea = (value: string) => {
  const length = (value.length - 2) / 2;
  const reused = length >= LARGE_PARAM_BYTES && length <= SHARED_SLOT_BYTES ? recycled.pop() : undefined;
  if (!reused) return Buffer.from(value.slice(2), 'hex');
  const bytes = Buffer.from(reused, 0, length);
  bytes.write(value.slice(2), 'hex');
  return bytes;
};
const identity = (value: string) => value;

/**
 * A large byte parameter (an attachment piece) leaves megabytes of garbage behind: the copies
 * PGlite's protocol writer makes of it (2.5 MB for a 512 KiB piece). Their wrappers are small,
 * so V8 collects them only once 64 MB of such memory has piled up, and malloc keeps what the
 * pile took: three 18 MB uploads raised the server's RSS by 35 MB through this thread alone.
 * A minor collection after each such statement (a millisecond: this thread's heap is small)
 * frees them at once. `gc` is there because PgliteThread sets `--expose-gc` before starting
 * this thread.
 */
const LARGE_PARAM_BYTES = 256 * 1024;
const collectGarbage = (globalThis as { gc?: (options: { type: 'minor' | 'major' }) => void }).gc;

type Handlers = { [Op in PgliteRequest['op']]: (message: Extract<PgliteRequest, { op: Op }>) => Promise<PgliteAnswers[Op]> };

const handlers: Handlers = {
  async open(m) {
    const options: PGliteOptions = {
      postgresqlconf: m.postgresqlconf,
      serializers: { [types.BYTEA]: sendBytea },
      parsers: { [types.BYTEA]: parseBytea },
      ...m.modules,
    };
    if (m.loadDataDir) options.loadDataDir = new Blob([m.loadDataDir]);
    pg = m.dataDir ? new PGlite(m.dataDir, options) : new PGlite(options);
    await pg.waitReady;
    return null;
  },
  async query(m) {
    const target = m.tx ? txs.get(m.tx)?.tx : database();
    if (!target) throw new Error(`transaction ${m.tx} is not open`);
    const parsers: Record<number, (value: string) => unknown> = {};
    for (const t of m.textTypes) parsers[t] = identity;
    // A shared parameter is read where it lies: PGlite's writer copies it into its message.
    const params = m.params.map((p) => (isSharedBytes(p) ? new Uint8Array(shared, p.sharedSlot * SHARED_SLOT_BYTES, p.length) : p));
    const r = await target.query(m.sql, params, { rowMode: m.rowMode, parsers });
    if (params.some((p) => p instanceof Uint8Array && p.byteLength >= LARGE_PARAM_BYTES)) collectGarbage?.({ type: 'minor' });
    return { rows: r.rows, fields: r.fields, ...(r.affectedRows === undefined ? {} : { affectedRows: r.affectedRows }) };
  },
  async begin() {
    const id = nextTx++;
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const entry: OpenTransaction = {
      finished: database().transaction(async (tx) => {
        entry.tx = tx;
        const commit = await new Promise<boolean>((decide) => {
          entry.decide = decide;
          started();
        });
        if (!commit) throw ROLLBACK;
      }),
    };
    txs.set(id, entry);
    try {
      // BEGIN failing rejects 'finished' before the callback ever runs.
      await Promise.race([ready, entry.finished]);
    } catch (err) {
      txs.delete(id);
      throw err;
    }
    return id;
  },
  async end(m) {
    const entry = txs.get(m.tx);
    if (!entry?.decide) throw new Error(`transaction ${m.tx} is not open`);
    txs.delete(m.tx);
    entry.decide(m.commit);
    try {
      await entry.finished;
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
    return null;
  },
  async dump() {
    const blob = await database().dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close() {
    if (pg && !pg.closed) await pg.close();
    return null;
  },
};

/** Large byte values move to the main thread instead of being copied (a recycled buffer with its piece, which may be shorter). */
function transferables(result: unknown): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const own = (v: unknown): v is Uint8Array<ArrayBuffer> =>
    v instanceof Uint8Array &&
    v.buffer instanceof ArrayBuffer &&
    v.byteOffset === 0 &&
    (v.byteLength === v.buffer.byteLength || v.buffer.byteLength === SHARED_SLOT_BYTES) &&
    v.byteLength >= 65536;
  if (own(result)) out.add(result.buffer);
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (Array.isArray(rows)) {
    for (const row of rows as object[]) for (const v of Object.values(row)) if (own(v)) out.add(v.buffer);
  }
  return [...out];
}

/** An error's message and its own plain fields (PostgreSQL's `code`, `detail`, `constraint`…). */
function plainError(err: unknown): PgliteError {
  const error: PgliteError = { message: String((err as Error | null)?.message ?? err) };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) error[k] = v as string | number | boolean | null;
  }
  return error;
}

function handle(m: PgliteMessage): Promise<unknown> {
  return (handlers[m.op] as (message: PgliteRequest) => Promise<unknown>)(m);
}

port.on('message', (m: PgliteMessage | RecycleMessage) => {
  if (m.op === 'recycle') {
    if (recycled.length < MAX_RECYCLED) recycled.push(m.buffer);
    return;
  }
  handle(m).then(
    (result) => port.postMessage({ id: m.id, ok: true, result } as PgliteReply, transferables(result)),
    (err: unknown) => port.postMessage({ id: m.id, ok: false, error: plainError(err) } satisfies PgliteReply),
  );
});
