/**
 * The package.json that ships. The repository's manifest serves the monorepo: scripts that read
 * files the tarball leaves out, devDependencies, and the `@chamados/source` export condition that
 * points the workspace at src/ (which does not ship). prepack swaps in this clean manifest and
 * postpack puts the original back, byte for byte.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The monorepo's own export condition (tsconfig `customConditions`, Vite, Vitest, tsup). */
export const SOURCE_CONDITION = '@chamados/source';

/** Where prepack keeps the original manifest until postpack restores it. */
export const BACKUP_NAME = '.package.json.packing';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Manifest = Record<string, Json>;

function withoutCondition(exports: Json): Json {
  if (Array.isArray(exports) || exports === null || typeof exports !== 'object') return exports;
  return Object.fromEntries(Object.entries(exports).filter(([key]) => key !== SOURCE_CONDITION).map(([key, inner]) => [key, withoutCondition(inner)]));
}

/**
 * The published manifest: no scripts, no devDependencies, no source condition.
 * @example publishManifest({ name: 'x', scripts: { test: 'vitest' } }) // { name: 'x' }
 */
export function publishManifest(manifest: Manifest): Manifest {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = manifest;
  return { ...rest, ...(rest.exports === undefined ? {} : { exports: withoutCondition(rest.exports) }) };
}

/**
 * Every file the manifest promises (entry points, types, bin): packing refuses while one is missing.
 * @example promisedFiles(manifest) // ['./dist/index.js', './dist/index.d.ts', …]
 */
export function promisedFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const collect = (value: Json | undefined): void => {
    if (typeof value === 'string') files.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const published = publishManifest(manifest);
  for (const key of ['main', 'types', 'exports', 'bin', 'typesVersions']) collect(published[key]);
  return [...files].filter((file) => !file.includes('*'));
}

/**
 * The promised files missing from a package directory: packing refuses while this is not empty.
 * @example missingPromisedFiles(dir) // ['./dist/index.js', …] before the first build
 */
export function missingPromisedFiles(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
  return promisedFiles(manifest).filter((file) => !existsSync(join(packageDir, file)));
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** Puts back the original manifest if a pack left it aside (postpack, or an interrupted pack). @example restoreManifest(dir) */
export function restoreManifest(packageDir: string): boolean {
  const backup = join(packageDir, BACKUP_NAME);
  if (!existsSync(backup)) return false;
  renameSync(backup, join(packageDir, 'package.json'));
  return true;
}

/** Keeps the original manifest aside and writes the published one in its place. @example swapInPublishManifest(dir) */
export function swapInPublishManifest(packageDir: string): void {
  const path = join(packageDir, 'package.json');
  const original = readFileSync(path, 'utf8');
  writeFileSync(join(packageDir, BACKUP_NAME), original);
  writeAtomically(path, `${JSON.stringify(publishManifest(JSON.parse(original) as Manifest), null, 2)}\n`);
}
