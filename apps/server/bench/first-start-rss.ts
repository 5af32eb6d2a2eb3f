/**
 * First-start memory (issue 19 §2): the server started on an empty DATA_DIR (initdb, migrations,
 * the demo seed), its RSS once idle, then the same for a second start on that directory. PGlite's
 * initdb used to stay in the process: 770–860 MB idle after a first start against 276 MB later.
 * Budget: a first start idles under 400 MB. load.bench.ts calls this and prints it beside its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/free-port';
import { rssMb } from './process-measures';

export const FIRST_START_BUDGET_MB = 400;


/** RSS once it stops moving (two readings a second apart within 2 MB), at most 20 s after ready. */
async function idleRssMb(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 2) return now;
    last = now;
  }
  return last;
}

/** One start of `entry` on `dataDir`: seconds until /healthz answers, then the idle RSS; the server is stopped after. */
async function oneStart(
  cwd: string,
  entry: string[],
  env: Record<string, string>,
  dataDir: string,
) {
  const port = await freePort();
  const began = Date.now();
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry.join(' ')} exited at start`);
      if (Date.now() > deadline) throw new Error(`${entry.join(' ')} did not start`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const seconds = Number(((Date.now() - began) / 1000).toFixed(1));
    return { seconds, rss: await idleRssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Prints the first and later start's idle RSS; returns the budget missed, if it was. */
export async function firstStartRss(
  cwd: string,
  entry: string[],
  env: Record<string, string>,
): Promise<string | undefined> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-bench-first-'));
  try {
    const first = await oneStart(cwd, entry, env, dataDir);
    const later = await oneStart(cwd, entry, env, dataDir);
    console.log(
      JSON.stringify({
        name: 'embedded PGlite, idle RSS after start',
        'first start (empty DATA_DIR) MB': first.rss,
        'later start MB': later.rss,
        'first start s': first.seconds,
        'later start s': later.seconds,
        budget: `first start < ${FIRST_START_BUDGET_MB} MB`,
      }),
    );
    return first.rss < FIRST_START_BUDGET_MB
      ? undefined
      : `first-start RSS ${first.rss} MB >= ${FIRST_START_BUDGET_MB}`;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
