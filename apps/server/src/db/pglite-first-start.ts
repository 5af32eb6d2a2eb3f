import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How to run the child (pglite-initdb.ts): built, it is `pglite-initdb.js` beside the server's
 * bundle in dist/; from the sources (tests, `pnpm dev`) it runs through tsx.
 */
function initdbChildArgs(): string[] {
  if (import.meta.url.endsWith('.ts')) return ['--import', 'tsx', fileURLToPath(new URL('./pglite-initdb.ts', import.meta.url))];
  return [fileURLToPath(new URL('./pglite-initdb.js', import.meta.url))];
}

const TEMP_PREFIX = '.init-';

/** Whether `dir` holds a PostgreSQL cluster initdb finished (PG_VERSION is what PGlite checks). */
function isCluster(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** fsync every file under `dir`, then the directories: the rename below must not publish empty files after a power cut. */
function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}

function syncPath(p: string): void {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function runInitdb(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...initdbChildArgs(), target], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`PGlite initdb child failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`),
        );
    });
  });
}

/**
 * Makes `dataDir` a PGlite data directory when it is not one yet, without the memory it costs.
 *
 * PGlite's initdb runs in a second PostgreSQL instance in memory, dumps it as a tarball and
 * unpacks that into the directory: 400–550 MB of WebAssembly heaps, file copies and tarball
 * buffers that a long-lived process keeps as RSS (the heaps are collected late, the buffers go
 * back to malloc, not to the OS): a first start idled at 770–860 MB against 276 MB on later
 * starts. A child process does it and exits, so the OS takes all of it back; the server then
 * opens an existing cluster, as on any later start.
 *
 * Atomic: the child works in a sibling directory renamed into place once initdb has finished and
 * its files are on disk, so a crash (kill -9) during a first start leaves no half-made cluster
 * that a later start would accept; the next start clears the leftover and begins again.
 */
export async function createPgliteDataDir(
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (isCluster(dataDir)) return;
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  // Leftovers of first starts that died: only ever written by a child, never opened as a database.
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(base + TEMP_PREFIX))
      fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  if (fs.existsSync(dataDir)) {
    if (fs.readdirSync(dataDir).length === 0) fs.rmdirSync(dataDir);
    else {
      // No PG_VERSION yet files: a first start of an earlier version that died. Kept aside, not
      // deleted, in case someone put something there by hand.
      const aside = `${dataDir}.incomplete-${Date.now()}`;
      fs.renameSync(dataDir, aside);
      log.warn(
        { movedTo: aside },
        'database: the PGlite directory had no finished cluster (an interrupted first start); moved aside, creating a new one',
      );
    }
  }
  const temp = `${dataDir}${TEMP_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`;
  const started = Date.now();
  log.info('database: first start, creating the PGlite data directory (initdb in a child process)');
  try {
    await runInitdb(temp);
    if (!isCluster(temp))
      throw new Error('PGlite initdb child ended without a cluster (no PG_VERSION)');
    syncTree(temp);
    fs.renameSync(temp, dataDir);
    syncPath(parent);
  } catch (err) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw err;
  }
  log.info({ ms: Date.now() - started }, 'database: PGlite data directory created');
}
