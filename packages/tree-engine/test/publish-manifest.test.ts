import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_NAME, missingPromisedFiles, publishManifest, restoreManifest, swapInPublishManifest } from '../scripts/publish-manifest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryManifest = readFileSync(join(packageDir, 'package.json'), 'utf8');

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the package's manifest (and bin shim) in a directory of its own, without dist/. */
function packageCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  copies.push(dir);
  writeFileSync(join(dir, 'package.json'), repositoryManifest);
  cpSync(join(packageDir, 'bin'), join(dir, 'bin'), { recursive: true });
  cpSync(join(packageDir, 'tree.schema.json'), join(dir, 'tree.schema.json'));
  return dir;
}

describe('the published manifest', () => {
  it('drops scripts, devDependencies and the @chamados/source condition, and keeps everything else', () => {
    const original = JSON.parse(repositoryManifest) as Record<string, unknown>;
    const published = publishManifest(JSON.parse(repositoryManifest));
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(JSON.stringify(published)).not.toContain('@chamados/source');
    expect(published.exports).toMatchObject({
      './runtime': { import: { types: './dist/runtime.d.ts', default: './dist/runtime.js' }, require: { types: './dist/runtime.d.cts', default: './dist/runtime.cjs' } },
    });
    for (const key of ['name', 'version', 'license', 'engines', 'repository', 'homepage', 'bin', 'files', 'dependencies', 'sideEffects', 'type']) {
      expect(published[key], key).toEqual(original[key]);
    }
  });

  it('packing refuses while dist/ is missing: every entry point, type file and the bin target are listed', () => {
    const dir = packageCopy();
    const missing = missingPromisedFiles(dir);
    expect(missing).toEqual(expect.arrayContaining(['./dist/index.js', './dist/index.d.ts', './dist/runtime.js', './dist/verify.d.ts', './dist/search.js']));
    expect(missing.every((file) => file.startsWith('./dist/'))).toBe(true);
    mkdirSync(join(dir, 'dist'));
    for (const file of missing) writeFileSync(join(dir, file), '');
    expect(missingPromisedFiles(dir)).toEqual([]);
  });

  it('swaps in the published manifest and restores the original byte for byte', () => {
    const dir = packageCopy();
    swapInPublishManifest(dir);
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).not.toHaveProperty('scripts');
    expect(readFileSync(join(dir, BACKUP_NAME), 'utf8')).toBe(repositoryManifest);
    expect(restoreManifest(dir)).toBe(true);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(repositoryManifest);
    expect(restoreManifest(dir)).toBe(false);
  });
});
