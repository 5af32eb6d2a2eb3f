import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A server running as `pnpm start` runs it, in a child process of the test. */
export interface ServerChild {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed so far (its JSON log lines). */
  log: () => string;
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts src/server.ts (or another `script`, e.g. test/mail-child.ts) through tsx on a free port with `env` over ours, and resolves once it
 * answers /healthz. Logs at 'info' unless `env.LOG_LEVEL` says otherwise: the request lines are
 * what `untilRequestRunning` watches.
 */
export async function startServerChild(env: Record<string, string>, startTimeoutMs = 120_000, script = 'src/server.ts'): Promise<ServerChild> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--conditions=@chamados/source', '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, port, url, log: () => log, exited };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Resolves once the server has begun a request to `path` (Fastify logs 'incoming request' when it
 * has read the head): from then on the request is running, whatever the machine's load. Needs
 * the 'info' log level.
 */
export async function untilRequestRunning(server: ServerChild, path: string): Promise<void> {
  const started = (line: string) => line.includes('incoming request') && line.includes(`"url":"${path}"`);
  while (!server.log().split('\n').some(started)) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.log()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
