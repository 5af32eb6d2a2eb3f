// What the benches read of the processes they run (Linux /proc), and how they start a server:
// one copy for every bench (load, agent-queue, stall, attachments) and first-start-rss.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resident memory of a process, in MB (/proc/<pid>/status VmRSS). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** CPU time (user + system) the process has used, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time of this process (autocannon runs here), in ms. */
export function benchCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * CPU time of the PostgreSQL backends serving database `name`, in ms, when the server runs on
 * this machine (its backends show the database in their command line); undefined otherwise.
 * Backends that end during a run take their time with them: the server keeps its pool open.
 */
export function backendsCpuMs(name: string): number | undefined {
  let total: number | undefined;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `)) continue;
      total = (total ?? 0) + cpuMs(Number(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * The node flags `pnpm start` gives the server (package.json's start script: `node <flags>
 * dist/server.js`), so a bench measures the process people run.
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server.js'));
}

/**
 * How a bench runs the server: `node` arguments for the built `dist/server.js` with the start
 * script's flags (the sources through tsx when nothing is built). `BENCH_ENTRY` runs another build
 * (e.g. a copy of main's dist, to compare before and after); `BENCH_NODE_ARGS` adds flags (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export function serverEntry(): { args: string[]; built: boolean } {
  const built = fs.existsSync(path.join(serverDir, 'dist', 'server.js'));
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = process.env.BENCH_ENTRY ? [process.env.BENCH_ENTRY] : built ? ['dist/server.js'] : ['--conditions=@chamados/source', '--import', 'tsx', 'src/server.ts'];
  return { args: [...startFlags(), ...extra, ...entry], built: built || Boolean(process.env.BENCH_ENTRY) };
}

/** Starts `node args…` in the server's folder and waits until `probeUrl` answers (at most `timeoutMs`). */
export async function spawnAndWait(args: string[], env: Record<string, string>, probeUrl: string, timeoutMs = 120_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    try {
      if ((await fetch(probeUrl)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
