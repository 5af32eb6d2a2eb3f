/**
 * What an outside team does with the package: `pnpm pack` it, then install the tarball with npm
 * into a fresh project. Offline: the tarball's dependencies are packed from the copies the
 * workspace already installed, so npm never needs the registry (`--offline`) and the test runs
 * the same on a CI machine without network.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package directory and the monorepo's root. */
export const packageDir = fileURLToPath(new URL('../', import.meta.url));
export const workspaceRoot = join(packageDir, '../..');

/** A finished child process. @example const { code, stdout } = await run('node', ['-v']) */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment without the `npm_*` variables a pnpm or npm parent sets for its scripts: they
 * would configure the npm the test starts (registry, lockfile, user agent) as if it were the parent.
 */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && !/^pnpm_/i.test(key)));
  return { ...env, NO_UPDATE_NOTIFIER: '1', ...extra };
}

/** Runs a command; never throws on a non-zero exit. @example await run('npm', ['--version'], { cwd }) */
export function run(command: string, args: readonly string[], options: { cwd: string; input?: string; env?: Record<string, string> }): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = execFile(command, [...args], { cwd: options.cwd, env: cleanEnv(options.env), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
    child.stdin?.end(options.input ?? '');
  });
}

async function succeed(command: string, args: readonly string[], cwd: string): Promise<string> {
  const result = await run(command, args, { cwd });
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} saiu com ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** pnpm as the repository pins it: the running one when a pnpm script started the tests, else through npx. */
function pnpmCommand(): [string, string[]] {
  const running = process.env.npm_execpath;
  if (running && /pnpm/.test(running)) return [process.execPath, [running]];
  const { packageManager } = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { packageManager: string };
  return ['npx', ['-y', packageManager]];
}

/** The installed directory of a dependency, seen from a package's real directory (pnpm's layout: a sibling). */
function findInstalled(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} não está instalado perto de ${fromDir}`);
  }
}

/** The runtime dependencies of the package, transitively, as installed directories. */
function dependencyClosure(): string[] {
  const found = new Map<string, string>();
  const visit = (dir: string): void => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (found.has(name)) continue;
      const installed = findInstalled(name, dir);
      found.set(name, installed);
      visit(installed);
    }
  };
  visit(packageDir);
  return [...found.values()];
}

/** A packed and installed package. @example const { app, tarball } = await packAndInstall() */
export interface Installed {
  /** The temporary directory holding the tarballs and the project (removed after the tests). */
  work: string;
  /** The consumer project, with the package in node_modules. */
  app: string;
  tarball: string;
  /** package.json of the repository before and after `pnpm pack`. */
  manifestBefore: string;
  manifestAfter: string;
  packOutput: string;
}

/**
 * Packs the package with pnpm (prepack builds it), packs its dependencies from the workspace, and
 * installs them all with `npm install --offline` into a new project (`"type": "module"`).
 * @example const { app } = await packAndInstall(); // app/node_modules/@chamados/tree-engine
 */
export async function packAndInstall(): Promise<Installed> {
  const work = mkdtempSync(join(tmpdir(), 'tree-engine-pack-'));
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const manifestBefore = readFileSync(join(packageDir, 'package.json'), 'utf8');
  const [pnpm, pnpmArgs] = pnpmCommand();
  const packOutput = await succeed(pnpm, [...pnpmArgs, 'pack', '--pack-destination', tarballs], packageDir);
  const manifestAfter = readFileSync(join(packageDir, 'package.json'), 'utf8');
  const [tarball] = readdirSync(tarballs).filter((file) => file.startsWith('chamados-tree-engine-'));
  if (!tarball) throw new Error(`pnpm pack não gerou o tarball:\n${packOutput}`);

  await succeed('npm', ['pack', ...dependencyClosure(), '--pack-destination', tarballs, '--ignore-scripts', '--silent'], work);
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'consumidor', private: true, type: 'module' }, null, 2)}\n`);
  const packed = readdirSync(tarballs).map((file) => join(tarballs, file));
  await succeed('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...packed], app);
  return { work, app, tarball: join(tarballs, tarball), manifestBefore, manifestAfter, packOutput };
}
