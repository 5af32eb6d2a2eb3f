/**
 * The messages between `PgliteThread` (the server's thread, pglite-thread.ts) and the worker that
 * runs PGlite (pglite-worker.ts): one file, imported (as types) by both sides.
 */

/** A query's answer as PGlite gives it (the part drizzle reads). */
export interface PgliteResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** Bytes per slot of the shared parameter memory: an attachment piece (512 KiB) fits one. */
export const SHARED_SLOT_BYTES = 512 * 1024;
/** Slots of the shared parameter memory (PGlite runs one statement at a time: two are plenty). */
export const SHARED_SLOTS = 2;

/**
 * What the worker gets at its start. `shared` is the parameter memory: a byte parameter the
 * main thread copied into slot `slot` travels as a `SharedBytes` instead of an array buffer of
 * its own, so an 18 MB upload's 36 pieces allocate nothing per piece on the main thread.
 */
export interface PgliteWorkerData {
  shared: SharedArrayBuffer;
}

/** A byte parameter waiting in a slot of the shared parameter memory. */
export interface SharedBytes {
  sharedSlot: number;
  length: number;
}

export function isSharedBytes(value: unknown): value is SharedBytes {
  return typeof value === 'object' && value !== null && typeof (value as SharedBytes).sharedSlot === 'number' && typeof (value as SharedBytes).length === 'number';
}

/** PGlite's two WebAssembly modules, compiled once per process (a compiled module crosses threads without a copy). */
export interface WasmModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

/** Opens PGlite: in a directory, from a dumped data directory, or (neither) in memory. */
export interface OpenRequest {
  op: 'open';
  dataDir?: string | undefined;
  loadDataDir?: Uint8Array<ArrayBuffer> | undefined;
  modules?: WasmModules | undefined;
  postgresqlconf: string[];
}

/**
 * One statement, in transaction `tx` or outside any. Columns of the types in `textTypes` come
 * back as text: the main thread parses them itself (its parsers are functions, which cannot
 * cross threads).
 */
export interface QueryRequest {
  op: 'query';
  tx?: number | undefined;
  sql: string;
  params: unknown[];
  rowMode?: 'array' | 'object' | undefined;
  textTypes: number[];
}

/** Opens a transaction: the answer is its number. */
export interface BeginRequest {
  op: 'begin';
}

/** Ends transaction `tx`: COMMIT, or ROLLBACK when `commit` is false. */
export interface EndRequest {
  op: 'end';
  tx: number;
  commit: boolean;
}

/** The whole data directory as an uncompressed tarball. */
export interface DumpRequest {
  op: 'dump';
}

export interface CloseRequest {
  op: 'close';
}

export type PgliteRequest = OpenRequest | QueryRequest | BeginRequest | EndRequest | DumpRequest | CloseRequest;

/**
 * A piece's bytes the main thread has done with (the socket sent them), moved back to the worker,
 * which decodes the next piece into them: a download then leaves no 512 KiB buffers behind for
 * the garbage collector. Only buffers of `SHARED_SLOT_BYTES` travel; no answer comes back.
 */
export interface RecycleMessage {
  op: 'recycle';
  buffer: ArrayBuffer;
}

/** What each request answers with. */
export interface PgliteAnswers {
  open: null;
  query: PgliteResults;
  begin: number;
  end: null;
  dump: Uint8Array<ArrayBuffer>;
  close: null;
}

/** A request as posted: with the number its reply carries. */
export type PgliteMessage = PgliteRequest & { id: number };

/** An error as it crosses the threads: its message and its own plain fields (PostgreSQL's `code`, `detail`…). */
export type PgliteError = Record<string, string | number | boolean | null> & { message: string };

export type PgliteReply<Op extends PgliteRequest['op'] = PgliteRequest['op']> =
  | { id: number; ok: true; result: PgliteAnswers[Op] }
  | { id: number; ok: false; error: PgliteError };
