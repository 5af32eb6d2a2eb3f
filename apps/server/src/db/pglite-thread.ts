import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the worker needs to open PGlite: a directory, a dumped data directory, or neither (memory). */
export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  postgresqlconf: string[];
}

/** A query's answer as PGlite gives it (the part drizzle reads). */
export interface PgliteResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
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
 * The worker: PGlite (CommonJS build, resolved by the main thread so it works from src/ and
 * dist/ alike) answering messages `{ id, op, ... }` with `{ id, ok, result | error }`. Plain
 * JavaScript in a string, like the attachment parser's, so no bundler or loader is involved.
 *
 * A transaction is PGlite's own `transaction()`, held open until the main thread says `end`:
 * PGlite queues every other query behind it exactly as in one thread, so the semantics do not
 * change, only the thread that waits. Bytea travels as hex text converted by Node's codec
 * (PGlite's default goes byte by byte in JavaScript: seconds per 512 KiB piece). Types the main
 * thread parses itself (drizzle keeps dates as text) come back unparsed.
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require(workerData.pglitePath);
const identity = (v) => v;
const ROLLBACK = Symbol('rollback');
const txs = new Map();
let nextTx = 1;
let pg;

const handlers = {
  async open(m) {
    const options = {
      postgresqlconf: m.postgresqlconf,
      serializers: { [types.BYTEA]: (v) => '\\x' + Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex') },
      parsers: { [types.BYTEA]: (v) => Buffer.from(v.slice(2), 'hex') },
    };
    if (m.loadDataDir) options.loadDataDir = new Blob([m.loadDataDir]);
    if (m.modules) Object.assign(options, m.modules);
    pg = m.dataDir ? new PGlite(m.dataDir, options) : new PGlite(options);
    await pg.waitReady;
    return null;
  },
  async query(m) {
    const target = m.tx ? txs.get(m.tx)?.tx : pg;
    if (!target) throw new Error('transaction ' + m.tx + ' is not open');
    const parsers = {};
    for (const t of m.textTypes) parsers[t] = identity;
    const r = await target.query(m.sql, m.params, { rowMode: m.rowMode, parsers });
    return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
  },
  async begin() {
    const id = nextTx++;
    const entry = {};
    let started;
    const ready = new Promise((resolve) => (started = resolve));
    entry.finished = pg.transaction(async (tx) => {
      entry.tx = tx;
      const commit = await new Promise((decide) => {
        entry.decide = decide;
        started();
      });
      if (!commit) throw ROLLBACK;
    });
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
    if (!entry) throw new Error('transaction ' + m.tx + ' is not open');
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
    const blob = await pg.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  },
  async close() {
    if (pg && !pg.closed) await pg.close();
    return null;
  },
};

// Large byte values move to the main thread instead of being copied.
function transferables(result) {
  const out = new Set();
  const own = (v) => v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength && v.byteLength >= 65536;
  if (own(result)) out.add(result.buffer);
  if (result && Array.isArray(result.rows)) {
    for (const row of result.rows) for (const v of Object.values(row)) if (own(v)) out.add(v.buffer);
  }
  return [...out];
}

parentPort.on('message', (m) => {
  handlers[m.op](m).then(
    (result) => parentPort.postMessage({ id: m.id, ok: true, result }, transferables(result)),
    (err) => {
      const error = { message: String((err && err.message) || err) };
      if (err && typeof err === 'object') {
        for (const [k, v] of Object.entries(err)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) error[k] = v;
      }
      parentPort.postMessage({ id: m.id, ok: false, error });
    },
  );
});
`;

const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');

let compiled: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module } | undefined> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and shared with every worker (a
 * compiled module crosses threads without a copy): each new worker would otherwise compile
 * 10 MB of WebAssembly again, which the test suites, starting many apps, feel.
 */
function wasmModules() {
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

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/**
 * PGlite in a worker thread, with the interface drizzle's PGlite driver uses (`query`,
 * `transaction`). PGlite is PostgreSQL compiled to WebAssembly: in the server's own thread every
 * statement (an 18 MB file in 512 KiB pieces, a checkpoint) held the event loop, and a queue of
 * them ran back to back in microtasks, so `/healthz` waited seconds (issue 8 §1). Here the main
 * thread only posts messages; the worker does the database's work.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private next = 1;
  private failure: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(options: PgliteThreadOptions) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pglitePath } });
    // Referenced only while a message is out: an idle database never keeps the process alive.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
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

  private call(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private async run(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<PgliteResults> {
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    // A byte parameter is often a piece of a larger file: a view posted as is would copy its
    // whole backing buffer (18 MB per 512 KiB piece). Its own copy is moved instead.
    const transfer: ArrayBuffer[] = [];
    const sent = params.map((p) => {
      if (!(p instanceof Uint8Array)) return p;
      const own = new Uint8Array(p);
      transfer.push(own.buffer);
      return own;
    });
    const results = (await this.call({ op: 'query', tx, sql, params: sent, rowMode: options.rowMode, textTypes }, transfer)) as PgliteResults;
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
    const tx = (await this.call({ op: 'begin' })) as number;
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

  /** The whole data directory as a tarball. */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump' })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    try {
      if (!this.failure) await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
