/**
 * Attachment memory benchmark (issue 28 §6, ARCHITECTURE.md §8): on the embedded default
 * (PGlite, a server on its second start), three students upload 18 MiB at once, then download
 * their three files at once; `ATTACHMENT_ROUNDS` repeats both (default 3). Prints, for each
 * phase, the server's peak RSS (VmRSS sampled every 5 ms and VmHWM after a reset), the p99 of
 * the uploads' and downloads' own times and the p99 of `/healthz` asked meanwhile from another
 * process. Budgets: peak ≤ 300 MB over both phases, `/healthz` p99 < 50 ms; every file comes back
 * byte for byte. BENCH_STRICT=1 exits 1 on a miss. The load average is printed with the figures:
 * on a busy machine the times say more about the neighbours than about the server.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { freePort } from '../test/free-port';
import { launchTestTreeAt, ticketBodyAt } from '../test/open-ticket';
import { serverEntry, spawnAndWait } from './process-measures';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const FILE_BYTES = 18 * 1048576;
const ROUNDS = Number(process.env.ATTACHMENT_ROUNDS ?? 3);
const RSS_BUDGET_MB = 300;
const HEALTHZ_BUDGET_MS = 50;

const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('2h').sign(new TextEncoder().encode(SECRET));
const statusMb = (pid: number, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const round = (n: number) => Math.round(n * 10) / 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The server's peak resident memory while `work` runs: sampled VmRSS and VmHWM (reset first). */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number; beforeMb: number }> {
  let hwm = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwm = false;
  }
  const beforeMb = statusMb(pid, 'VmRSS');
  let peak = beforeMb;
  const sampler = setInterval(() => (peak = Math.max(peak, statusMb(pid, 'VmRSS'))), 5);
  try {
    const result = await work();
    return { result, beforeMb, peakMb: hwm ? Math.max(peak, statusMb(pid, 'VmHWM')) : peak };
  } finally {
    clearInterval(sampler);
  }
}

/** `/healthz` asked over and over from another process while `work` runs: its latencies. */
async function probedDuring<T>(base: string, work: () => Promise<T>): Promise<{ result: T; healthz: number[] }> {
  const probe = fork(path.join(here, 'stall-probe.mjs'), [base], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const result = await work();
    const samples = await new Promise<Record<'healthz' | 'arvores', number[]>>((resolve) => {
      probe.once('message', (m) => resolve(m as Record<'healthz' | 'arvores', number[]>));
      probe.send('stop');
    });
    return { result, healthz: samples.healthz };
  } catch (err) {
    probe.kill();
    throw err;
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-attachments-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { args: entry, built } = serverEntry();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '10000000', REQUEST_TIMEOUT_MS: '600000' };
  // First start creates and seeds the database; the figures are taken on the second.
  const first = await spawnAndWait(entry, env, `${base}/healthz`, 180_000);
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));
  const server = await spawnAndWait(entry, env, `${base}/healthz`, 180_000);
  const pid = server.pid!;
  try {
    await launchTestTreeAt(base, `Bearer ${await sign({ cpf: '22233344405', nome: 'Paulo Admin', email: 'paulo@ufv.br', clientName: 'ufv', grupos: ['1702'] })}`);
    const students = await Promise.all(
      ['12345678909', '98765432100', '11144477735'].map(async (cpf, i) => ({
        authorization: `Bearer ${await sign({ cpf, nome: `Estudante ${i + 1}`, email: `estudante${i + 1}@ufv.br`, clientName: 'ufv', grupos: [] })}`,
        file: randomBytes(FILE_BYTES),
      })),
    );
    // Walks started before the clock runs: the figures are the files' own.
    const walks = async () => Promise.all(students.map(async (s) => JSON.stringify(await ticketBodyAt(base, s.authorization, { assunto: 'Trabalho final', arquivos: 1 }))));
    await new Promise((r) => setTimeout(r, 2000));
    const idle = statusMb(pid, 'VmRSS');
    const uploads: number[] = [];
    const downloads: number[] = [];
    const healthz = { upload: [] as number[], download: [] as number[] };
    const peak = { upload: 0, download: 0 };
    /** RSS as each phase began, at its highest: what the phase itself adds is the peak minus it. */
    const before = { upload: 0, download: 0 };
    let identical = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const bodies = await walks();
      const up = await probedDuring(base, () =>
        peakDuring(pid, () =>
          Promise.all(
            students.map(async (s, i) => {
              const form = new FormData();
              form.append('dados', bodies[i]!);
              form.append('anexos', new Blob([s.file as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }), `trabalho-${i + 1}.bin`);
              const start = performance.now();
              const res = await fetch(`${base}/api/ticket`, { method: 'POST', headers: { authorization: s.authorization }, body: form });
              if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
              const { ticketId } = (await res.json()) as { ticketId: number };
              uploads.push(performance.now() - start);
              return ticketId;
            }),
          ),
        ),
      );
      peak.upload = Math.max(peak.upload, up.result.peakMb);
      before.upload = Math.max(before.upload, up.result.beforeMb);
      healthz.upload.push(...up.healthz);
      const urls = await Promise.all(
        up.result.result.map(async (ticketId, i) => {
          const detail = (await (await fetch(`${base}/api/ticket/${ticketId}`, { headers: { authorization: students[i]!.authorization } })).json()) as { artigos: { anexos: { url: string }[] }[] };
          return `${base}${detail.artigos[0]!.anexos[0]!.url}`;
        }),
      );
      const down = await probedDuring(base, () =>
        peakDuring(pid, () =>
          Promise.all(
            urls.map(async (url, i) => {
              const start = performance.now();
              const res = await fetch(url, { headers: { authorization: students[i]!.authorization } });
              // Read as a stream and hashed as it comes, as a browser saving the file would.
              const hash = createHash('sha256');
              for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
              downloads.push(performance.now() - start);
              if (res.status === 200 && hash.digest('hex') === sha(students[i]!.file)) identical++;
            }),
          ),
        ),
      );
      peak.download = Math.max(peak.download, down.result.peakMb);
      before.download = Math.max(before.download, down.result.beforeMb);
      healthz.download.push(...down.healthz);
    }
    const overall = Math.max(peak.upload, peak.download);
    const met = {
      rss: overall <= RSS_BUDGET_MB,
      healthz: percentile(healthz.upload, 99) < HEALTHZ_BUDGET_MS && percentile(healthz.download, 99) < HEALTHZ_BUDGET_MS,
      files: identical === ROUNDS * students.length,
    };
    for (const phase of ['upload', 'download'] as const) {
      const own = phase === 'upload' ? uploads : downloads;
      console.log(
        JSON.stringify({
          db: 'PGlite',
          server: built ? 'dist' : 'source (tsx)',
          phase: `${ROUNDS} × 3 ${phase}s of ${FILE_BYTES / 1048576} MiB at once`,
          'idle RSS MB': Math.round(idle),
          'RSS at its start MB': Math.round(before[phase]),
          'peak RSS MB': Math.round(peak[phase]),
          [`${phase} p50 ms`]: Math.round(percentile(own, 50)),
          [`${phase} p99 ms`]: Math.round(percentile(own, 99)),
          'healthz samples': healthz[phase].length,
          'healthz p99 ms': round(percentile(healthz[phase], 99)),
        }),
      );
    }
    console.log(
      JSON.stringify({
        'peak RSS MB': Math.round(overall),
        'RSS budget': `<= ${RSS_BUDGET_MB} MB`,
        'healthz budget': `p99 < ${HEALTHZ_BUDGET_MS} ms`,
        'files byte-identical': `${identical}/${ROUNDS * students.length}`,
        met: met.rss && met.healthz && met.files,
        'load average (1/5/15 min)': os.loadavg().map(round),
        cpus: os.cpus().length,
      }),
    );
    if (!(met.rss && met.healthz && met.files) && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
