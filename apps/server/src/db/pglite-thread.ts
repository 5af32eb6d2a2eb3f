import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import {
  SHARED_SLOT_BYTES,
  SHARED_SLOTS,
  type PgliteAnswers,
  type PgliteMessage,
  type PgliteReply,
  type PgliteRequest,
  type PgliteResults,
  type PgliteWorkerData,
  type RecycleMessage,
  type SharedBytes,
  type WasmModules,
} from './pglite-protocol';

export type { PgliteResults } from './pglite-protocol';

/** What the worker needs to open PGlite: a directory, a dumped data directory, or neither (memory). */
export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  postgresqlconf: string[];
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string) => unknown>;
}

/** The part of a PGlite transaction drizzle's PGlite driver calls. */
export interface PgliteThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults>;
}

/**
 * The worker's module: built, dist/pglite-worker.js beside the server's bundle; from the sources
 * (tests, `pnpm dev`), pglite-worker.ts through a bootstrap that registers tsx in the worker.
 */
function workerUrl(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./pglite-worker-dev.mjs', import.meta.url);
  return new URL('./pglite-worker.js', import.meta.url);
}

const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');

let compiled: Promise<WasmModules | undefined> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and shared with every worker (a
 * compiled module crosses threads without a copy): each new worker would otherwise compile
 * 10 MB of WebAssembly again, which the test suites, starting many apps, feel.
 */
function wasmModules(): Promise<WasmModules | undefined> {
  compiled ??= (async () => {
    try {
      const dir = path.dirname(pglitePath);
      const [pglite, initdb] = await Promise.all([readFile(path.join(dir, 'pglite.wasm')), readFile(path.join(dir, 'initdb.wasm'))]);
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite), WebAssembly.compile(initdb)]);
      return { pgliteWasmModule, initdbWasmModule };
    } catch {
      return undefined; // PGlite finds and compiles them itself
    }
  })();
  return compiled;
}

/**
 * PGlite in a worker thread, with the interface drizzle's PGlite driver uses (`query`,
 * `transaction`). PGlite is PostgreSQL compiled to WebAssembly: in the server's own thread every
 * statement (an 18 MB file in 512 KiB pieces, a checkpoint) held the event loop, and a queue of
 * them ran back to back in microtasks, so `/healthz` waited seconds (issue 8 §1). Here the main
 * thread only posts messages; the worker (pglite-worker.ts) does the database's work.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private next = 1;
  private failure: Error | undefined;
  /** The parameter memory shared with the worker, and its slots not in use. */
  private readonly shared = new SharedArrayBuffer(SHARED_SLOTS * SHARED_SLOT_BYTES);
  private readonly freeSlots = Array.from({ length: SHARED_SLOTS }, (_, i) => i);
  private recycledCount = 0;
  readonly waitReady: Promise<void>;

  constructor(options: PgliteThreadOptions) {
    const workerData: PgliteWorkerData = { shared: this.shared };
    // The worker collects the garbage of each large byte parameter at once (pglite-worker.ts):
    // `gc` exists in the contexts created after this flag, so in the worker's.
    v8.setFlagsFromString('--expose-gc');
    // PostgreSQL's WebAssembly stays in Liftoff, V8's baseline compiler: TurboFan's optimised
    // copies of its hot functions cost ~55 MB of resident memory for good (issue 28 §6: a 300 MB
    // peak), while the statements' time is mostly copying bytes, which Liftoff code does as fast
    // (the bench figures are in the server README). Read when the worker compiles the module.
    v8.setFlagsFromString('--liftoff-only');
    this.worker = new Worker(workerUrl(), { workerData });
    // Referenced only while a message is out: an idle database never keeps the process alive.
    this.worker.unref();
    this.worker.on('message', (reply: PgliteReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
    this.waitReady = (async () => {
      const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
      const modules = await wasmModules();
      await this.call({ op: 'open', dataDir: options.dataDir, loadDataDir, modules, postgresqlconf: options.postgresqlconf }, loadDataDir ? [loadDataDir.buffer] : []);
    })();
  }

  private call<R extends PgliteRequest>(message: R, transfer: ArrayBuffer[] = []): Promise<PgliteAnswers[R['op']]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id } satisfies PgliteMessage, transfer);
    });
  }

  private async run(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<PgliteResults> {
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    // A byte parameter is often a piece of a larger file, in a buffer its reader fills again
    // for the next piece. It goes through a slot of the shared memory when one is free (no
    // allocation: the worker reads it there); else as a copy of its own, moved to the worker (a
    // view posted as is would copy its whole backing buffer, 18 MB per 512 KiB piece).
    const slots: number[] = [];
    const transfer: ArrayBuffer[] = [];
    const sent = params.map((p): unknown => {
      if (!(p instanceof Uint8Array)) return p;
      const slot = p.byteLength <= SHARED_SLOT_BYTES ? this.freeSlots.pop() : undefined;
      if (slot !== undefined) {
        slots.push(slot);
        new Uint8Array(this.shared, slot * SHARED_SLOT_BYTES, p.byteLength).set(p);
        return { sharedSlot: slot, length: p.byteLength } satisfies SharedBytes;
      }
      const own = new Uint8Array(p);
      transfer.push(own.buffer);
      return own;
    });
    let results: PgliteResults;
    try {
      results = await this.call({ op: 'query', tx, sql, params: sent, rowMode: options.rowMode, textTypes }, transfer);
    } finally {
      // The worker has answered: it has done with the slots.
      this.freeSlots.push(...slots);
    }
    // The per-query parsers (functions) cannot cross threads: they run here, on the text.
    const columns = results.fields.flatMap((f, i) => (parsers[f.dataTypeID] ? [{ key: options.rowMode === 'array' ? i : f.name, parse: parsers[f.dataTypeID]! }] : []));
    if (columns.length > 0) {
      for (const row of results.rows as Record<string | number, unknown>[]) {
        for (const { key, parse } of columns) if (typeof row[key] === 'string') row[key] = parse(row[key]);
      }
    }
    return results;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<PgliteResults> {
    return this.run(undefined, sql, params, options);
  }

  /** PGlite's transaction semantics: BEGIN, the callback's queries, COMMIT, or ROLLBACK when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call({ op: 'begin' });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(tx, sql, params, options) });
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /**
   * Gives a piece's bytes back to the worker, which decodes a later piece into them (see
   * `RecycleMessage`). Only a whole buffer of `SHARED_SLOT_BYTES` the worker sent goes back; the
   * caller must not touch `bytes` afterwards (it is empty from here on). Anything else stays
   * with the garbage collector.
   */
  recycle(bytes: Uint8Array): void {
    const { buffer } = bytes;
    if (this.failure || !(buffer instanceof ArrayBuffer) || buffer.byteLength !== SHARED_SLOT_BYTES || bytes.byteOffset !== 0) return;
    this.worker.postMessage({ op: 'recycle', buffer } satisfies RecycleMessage, [buffer]);
    this.recycledCount++;
  }

  /** How many buffers `recycle` gave back so far (the download test reads it). */
  get recycled(): number {
    return this.recycledCount;
  }

  /** The whole data directory as a tarball. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    try {
      if (!this.failure) await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
