// Starts the real, built server (dist/server.js) as a child process on a free port, with its own
// temporary data directory, exactly as `pnpm start` would; the tests talk to it over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const entry = join(serverDir, 'dist', 'server.js');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop: () => Promise<number | null>;
}

/** Spawns the built server and waits until /healthz answers. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(entry)) {
    throw new Error(`${entry} não existe: rode \`pnpm build\` antes dos testes de navegador.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chamados-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  // PGlite boots WebAssembly PostgreSQL and runs migrations: on a busy two-core machine that has
  // taken more than 30 s, and over 90 s while other suites ran beside it.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu /healthz em 150 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
