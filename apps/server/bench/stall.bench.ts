/**
 * Stall benchmark (issue 8 §1): while three 18 MiB uploads (POST /api/ticket, multipart as the
 * portal sends them) and three 18 MiB downloads run at once, how long do /healthz and the public
 * tree list take? Prints p50/p99/max of both, the run's length and the server's peak RSS
 * (VmHWM), on PGlite and — when DATABASE_URL_TEST or BENCH_DATABASE_URL names a PostgreSQL
 * server — on PostgreSQL. The budget: p99 under 100 ms for both, on both databases (each line
 * says `met`; BENCH_STRICT=1 exits 1 on a miss). `STALL_ROUNDS` repeats the burst (default 3).
 *
 * Then the upload figure (issue 19 §1): three students upload 18 MiB at once to a server on its
 * second start (the embedded default: a data directory initialised and seeded by a first start);
 * budget: the server's peak RSS during the uploads at most 350 MB, /healthz p99 under 100 ms,
 * every file back byte for byte. "all budgets met" is printed only when every line holds.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import postgres from 'postgres';
import { freePort } from '../test/free-port';
import { launchTestTreeAt, ticketBodyAt } from '../test/open-ticket';
import { serverEntry } from './process-measures';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const ROUNDS = Number(process.env.STALL_ROUNDS ?? 3);
/** UPLOAD_ONLY=1: only the upload figure (issue 19 §1), on both databases. */
const UPLOAD_ONLY = process.env.UPLOAD_ONLY === '1';
const FILE_BYTES = 18 * 1048576;
/** Issue 8 §1: both probes answer with p99 under this during the bursts, on both databases. */
const BUDGET_MS = 100;
/** Issue 19 §1: peak RSS of the server while three students upload 18 MiB at once. */
const UPLOAD_RSS_BUDGET_MB = 350;
/** Budgets missed, printed at the end (and exit 1 with BENCH_STRICT=1). */
const misses: string[] = [];

async function spawnServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { args } = serverEntry();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: SECRET, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000000', REQUEST_TIMEOUT_MS: '600000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

const launched = new Set<string>();

/** A ticket with one file, sent as the portal sends it: a walk of the test tree, multipart, `dados` then `anexos`. */
async function uploadFile(base: string, auth: Record<string, string>, file: Buffer, name = 'grande.bin'): Promise<{ ticketId: number }> {
  if (!launched.has(base)) {
    const admin = await new SignJWT({ cpf: '22233344405', nome: 'Paulo Admin', email: 'paulo@ufv.br', clientName: 'ufv', grupos: ['1702'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(SECRET));
    await launchTestTreeAt(base, `Bearer ${admin}`);
    launched.add(base);
  }
  const form = new FormData();
  form.append('dados', JSON.stringify(await ticketBodyAt(base, auth.authorization!, { assunto: 'Anexo grande', arquivos: 1 })));
  form.append('anexos', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), name);
  const res = await fetch(`${base}/api/ticket`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as { ticketId: number };
}

const status = (pid: number, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(label: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await spawnServer(env, port);
  try {
    const token = await new SignJWT({ cpf: '12345678909', nome: 'Ana Beatriz Souza', email: 'ana.souza@ufv.br', clientName: 'ufv', grupos: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(SECRET));
    const auth = { authorization: `Bearer ${token}` };
    const file = randomBytes(FILE_BYTES);
    const upload = () => uploadFile(base, auth, file);
    const { ticketId } = await upload();
    const detail = (await (await fetch(`${base}/api/ticket/${ticketId}`, { headers: auth })).json()) as { artigos: { anexos: { url: string }[] }[] };
    const fileUrl = `${base}${detail.artigos[0]!.anexos[0]!.url}`;
    const download = async () => {
      const res = await fetch(fileUrl, { headers: auth });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200 || bytes !== FILE_BYTES) throw new Error(`download: ${res.status}, ${bytes} bytes`);
    };
    // Quiet figures first, then the bursts.
    const rssBefore = status(server.pid!, 'VmRSS');
    const probe = fork(path.join(here, 'stall-probe.mjs'), [base], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      await Promise.all([upload(), upload(), upload(), download(), download(), download()]);
    }
    const seconds = (performance.now() - started) / 1000;
    const samples = await new Promise<Record<'healthz' | 'arvores', number[]>>((resolve) => {
      probe.once('message', (m) => resolve(m as Record<'healthz' | 'arvores', number[]>));
      probe.send('stop');
    });
    const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : 'erro');
    for (const [name, values] of Object.entries(samples)) {
      console.log(
        JSON.stringify({
          db: label,
          probe: name === 'healthz' ? 'GET /healthz' : 'GET /api/arvores',
          samples: values.length,
          'p50 ms': round(percentile(values, 50)),
          'p99 ms': round(percentile(values, 99)),
          'max ms': round(Math.max(...values)),
          budget: `p99 < ${BUDGET_MS} ms`,
          met: percentile(values, 99) < BUDGET_MS,
        }),
      );
      if (!(percentile(values, 99) < BUDGET_MS)) misses.push(`${label} ${name} p99 ${round(percentile(values, 99))} ms`);
    }
    console.log(
      JSON.stringify({
        db: label,
        'burst s': Math.round(seconds * 10) / 10,
        bursts: `${ROUNDS} × (3 uploads + 3 downloads of 18 MiB)`,
        'RSS before MB': Math.round(rssBefore),
        'peak RSS MB': Math.round(status(server.pid!, 'VmHWM')),
      }),
    );
    return samples;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/**
 * Three students upload 18 MiB at once to a server on its second start. The peak is the most of
 * VmRSS sampled every 5 ms and of VmHWM after resetting it (clear_refs) once the server idles.
 */
async function measureUploads(label: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // First start: the database is created (and seeded); the figure is taken on the second.
  const first = await spawnServer(env, port);
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));
  const server = await spawnServer(env, port);
  try {
    const pid = server.pid!;
    await new Promise((r) => setTimeout(r, 2000));
    const idle = status(pid, 'VmRSS');
    let peak = idle;
    let hwmReset = true;
    try {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      hwmReset = false;
    }
    const sampler = setInterval(() => {
      peak = Math.max(peak, status(pid, 'VmRSS'));
    }, 5);
    const students = ['12345678909', '98765432100', '11144477735'].map((cpf, i) =>
      new SignJWT({ cpf, nome: `Estudante ${i + 1}`, email: `estudante${i + 1}@ufv.br`, clientName: 'ufv', grupos: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('2h')
        .sign(new TextEncoder().encode(SECRET)),
    );
    const auths = (await Promise.all(students)).map((t) => ({ authorization: `Bearer ${t}` }));
    const files = auths.map(() => randomBytes(FILE_BYTES));
    const probe = fork(path.join(here, 'stall-probe.mjs'), [base], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    const created = await Promise.all(auths.map((auth, i) => uploadFile(base, auth, files[i]!, `trabalho-${i + 1}.bin`)));
    const seconds = (performance.now() - started) / 1000;
    const samples = await new Promise<Record<'healthz' | 'arvores', number[]>>((resolve) => {
      probe.once('message', (m) => resolve(m as Record<'healthz' | 'arvores', number[]>));
      probe.send('stop');
    });
    clearInterval(sampler);
    if (hwmReset) peak = Math.max(peak, status(pid, 'VmHWM'));
    // Every file back, byte for byte (after the peak is read: downloads are not part of it).
    let identical = 0;
    for (const [i, { ticketId }] of created.entries()) {
      const detail = (await (await fetch(`${base}/api/ticket/${ticketId}`, { headers: auths[i]! })).json()) as { artigos: { anexos: { url: string }[] }[] };
      const back = Buffer.from(await (await fetch(`${base}${detail.artigos[0]!.anexos[0]!.url}`, { headers: auths[i]! })).arrayBuffer());
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      if (sha(back) === sha(files[i]!)) identical++;
    }
    const p99 = percentile(samples.healthz, 99);
    const met = { rss: peak <= UPLOAD_RSS_BUDGET_MB, healthz: p99 < BUDGET_MS, files: identical === files.length };
    console.log(
      JSON.stringify({
        db: label,
        upload: `3 students × ${FILE_BYTES / 1048576} MiB at once, multipart, second start`,
        's': Math.round(seconds * 10) / 10,
        'idle RSS MB': Math.round(idle),
        'peak RSS MB': Math.round(peak),
        'RSS budget': `<= ${UPLOAD_RSS_BUDGET_MB} MB`,
        'healthz p99 ms': Math.round(p99 * 10) / 10,
        'healthz budget': `p99 < ${BUDGET_MS} ms`,
        'files byte-identical': `${identical}/${files.length}`,
        met: met.rss && met.healthz && met.files,
      }),
    );
    if (!met.rss) misses.push(`${label} upload peak RSS ${Math.round(peak)} MB`);
    if (!met.healthz) misses.push(`${label} upload healthz p99 ${Math.round(p99)} ms`);
    if (!met.files) misses.push(`${label} upload files ${identical}/${files.length} identical`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-upload-'));
  try {
    await measureUploads('PGlite', { DATA_DIR: uploadDir });
  } finally {
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-stall-'));
  try {
    if (!UPLOAD_ONLY) await measure('PGlite', { DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;
  if (!pgBase) {
    console.log('# PostgreSQL skipped: set DATABASE_URL_TEST or BENCH_DATABASE_URL');
    return;
  }
  const name = `chamados_stall_${Date.now().toString(36)}`;
  const admin = postgres(pgBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-stall-'));
  try {
    if (!UPLOAD_ONLY) await measure('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: url.toString() });
    await measureUploads('PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: url.toString() });
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

await main();
// The load of the machine tells how much the figures mean (the budget is for a quiet machine).
console.log(JSON.stringify({ 'load average (1/5/15 min)': os.loadavg().map((l) => Math.round(l * 10) / 10), cpus: os.cpus().length }));
if (misses.length > 0) {
  console.log(`# budgets missed: ${misses.join('; ')}`);
  if (process.env.BENCH_STRICT === '1') process.exitCode = 1;
} else {
  console.log(`# all budgets met: p99 < ${BUDGET_MS} ms on every probe; uploads within ${UPLOAD_RSS_BUDGET_MB} MB, every file byte-identical`);
}
