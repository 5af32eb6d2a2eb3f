import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { freePort } from './free-port';
import { dbVariant, freshPostgres } from './test-app';
import { openTicket } from './open-ticket';
import { claims, token } from './tokens';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'chamados-first-'));
  dirs.push(dir);
  return dir;
}

/** The config of a real start on an empty store: a data directory (PGlite) or a new database (PostgreSQL). */
async function emptyStore(): Promise<Partial<Config>> {
  const dataDir = tempDir();
  if (dbVariant === 'pglite') return { inMemoryDatabase: false, dataDir };
  const pg = await freshPostgres();
  drops.push(pg.drop);
  return { inMemoryDatabase: false, dataDir, databaseUrl: pg.url };
}

const names = (list: unknown) =>
  (list as { arvores: { nome: string }[] }).arvores.map((t) => t.nome).sort();

describe(`first start (${dbVariant})`, () => {
  it('creates, migrates and seeds an empty store; a second start opens it with everything kept and nothing seeded twice', async () => {
    const store = await emptyStore();
    const auth = { authorization: `Bearer ${await token(claims.userA)}` };

    const first = await buildApp(testConfig(store));
    let trees: string[];
    let ticketsBefore: number;
    let created: { ticketId: number; ticketNumber: string };
    try {
      expect(names((await first.inject({ url: '/api/arvores' })).json()).length).toBeGreaterThan(0);
      const res = await openTicket(first, auth, { assunto: 'Depois da primeira partida' });
      trees = names((await first.inject({ url: '/api/arvores' })).json());
      expect(res.statusCode, res.body).toBe(201);
      created = res.json();
      ticketsBefore = (
        await first.inject({ url: '/api/ticket?limit=1&offset=0', headers: auth })
      ).json<{ maxSize: number }>().maxSize;
      expect(ticketsBefore).toBeGreaterThan(1); // the demo tickets and the new one
    } finally {
      await first.close();
    }
    if (dbVariant === 'pglite') {
      expect(fs.existsSync(path.join(store.dataDir!, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(
        fs.readdirSync(store.dataDir!).filter((n) => n !== 'pglite' && n !== 'jwt-secret'),
      ).toEqual([]);
    }

    const second = await buildApp(testConfig(store));
    try {
      expect(names((await second.inject({ url: '/api/arvores' })).json())).toEqual(trees);
      expect(
        (await second.inject({ url: '/api/ticket?limit=1&offset=0', headers: auth })).json<{
          maxSize: number;
        }>().maxSize,
      ).toBe(ticketsBefore);
      const detail = await second.inject({ url: `/api/ticket/${created.ticketId}`, headers: auth });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ tn: string; titulo: string }>()).toMatchObject({
        tn: created.ticketNumber,
        titulo: 'Depois da primeira partida',
      });
    } finally {
      await second.close();
    }
  }, 240_000);

  if (dbVariant === 'pglite') {
    it('clears what an interrupted first start left (a half-made cluster beside it, an empty directory) and starts', async () => {
      const dataDir = tempDir();
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      const leftover = path.join(dataDir, 'pglite.init-1-dead');
      fs.mkdirSync(path.join(leftover, 'base'), { recursive: true });
      fs.writeFileSync(path.join(leftover, 'PG_VERSION'), '17\n');
      const app = await buildApp(testConfig({ inMemoryDatabase: false, dataDir, seed: false }));
      try {
        expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
      expect(fs.existsSync(leftover)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    }, 240_000);

    it('survives kill -9 during its initdb: no half-made cluster is kept, the initdb child ends too, and the next start works', async () => {
      const dataDir = tempDir();
      const started = await startServer(dataDir);
      // The parent is killed while the child is writing its sibling directory.
      const deadline = Date.now() + 60_000;
      let temp: string | undefined;
      while (!(temp = fs.readdirSync(dataDir).find((n) => n.startsWith('pglite.init-')))) {
        if (Date.now() > deadline || started.child.exitCode !== null)
          throw new Error(`no initdb directory appeared:\n${started.log()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const ended = new Promise((r) => started.child.once('exit', r));
      started.child.kill('SIGKILL');
      await ended;
      const cluster = path.join(dataDir, 'pglite');
      expect(!fs.existsSync(cluster) || fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
      // The orphaned initdb child notices its parent is gone (stdin closed) and exits.
      const orphanDeadline = Date.now() + 20_000;
      while (processesMentioning(path.join(dataDir, temp)).length > 0) {
        if (Date.now() > orphanDeadline) throw new Error('the initdb child outlived its parent');
        await new Promise((r) => setTimeout(r, 100));
      }

      const again = await startServer(dataDir);
      try {
        await again.ready;
        expect(
          names(await (await fetch(`${again.url}/api/arvores`)).json()).length,
        ).toBeGreaterThan(0);
        expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('pglite.'))).toEqual([]);
      } finally {
        const exited = new Promise((r) => again.child.once('exit', r));
        again.child.kill('SIGTERM');
        await exited;
      }
    }, 240_000);
  }
});

/** src/server.ts in a child process (through tsx) on `dataDir`; `ready` resolves at its first 200 on /healthz. */
async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; ready: Promise<void>; log: () => string }> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@chamados/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        JWT_SECRET: testConfig().jwtSecret!,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${log}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();
  ready.catch(() => {}); // awaited by the caller that needs it
  return { child, url, ready, log: () => log };
}

/** Pids of the processes whose command line contains `text`. */
function processesMentioning(text: string): number[] {
  const pids: number[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) pids.push(Number(pid));
    } catch {
      // ended between the listing and the read
    }
  }
  return pids;
}
