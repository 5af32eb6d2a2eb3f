/**
 * `pnpm --filter @chamados/tree-engine release:version`: versions tree-engine alone, the way a
 * workspace with changesets should when its packages release apart. `.changeset/` holds the
 * changesets of every package, some naming tree-engine beside others; a plain `changeset version`
 * would consume them all and bump the private apps too. So:
 *
 * 1. each changeset naming tree-engine and other packages is split: the tree-engine line goes to a
 *    new changeset with the same text (consumed below), the other packages' lines stay in the
 *    original file, still pending for them;
 * 2. `changeset version --ignore` every other workspace package: only tree-engine's changesets are
 *    consumed into its CHANGELOG.md and its version;
 * 3. the READMEs' install lines are set to the new version.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReadmes } from './build-readmes';

const PACKAGE = '@chamados/tree-engine';
const packageDir = fileURLToPath(new URL('../', import.meta.url));
const root = join(packageDir, '../..');
const changesetDir = join(root, '.changeset');

/** A changeset's front matter lines and body. */
function readChangeset(text: string): { lines: string[]; body: string } | undefined {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  return match ? { lines: (match[1] ?? '').split('\n').filter((line) => line.trim() !== ''), body: match[2] ?? '' } : undefined;
}

const names = (line: string): string | undefined => /^\s*["']?([^"':]+)["']?\s*:/.exec(line)?.[1];

/**
 * Splits the mixed changesets; returns the files written.
 * @example splitMixedChangesets() // ['.changeset/worded-walk--tree-engine.md', …]
 */
export function splitMixedChangesets(dir = changesetDir): string[] {
  const written: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
    const parsed = readChangeset(readFileSync(join(dir, file), 'utf8'));
    if (!parsed) continue;
    const mine = parsed.lines.filter((line) => names(line) === PACKAGE);
    const others = parsed.lines.filter((line) => names(line) !== PACKAGE);
    if (mine.length === 0 || others.length === 0) continue;
    writeFileSync(join(dir, file), `---\n${others.join('\n')}\n---\n${parsed.body}`);
    const split = join(dir, file.replace(/\.md$/, '--tree-engine.md'));
    writeFileSync(split, `---\n${mine.join('\n')}\n---\n${parsed.body}`);
    written.push(split);
  }
  return written;
}

/**
 * The changesets that name tree-engine (alone or beside other packages), by file name: what
 * `release:version` would consume. The release workflow opens the release pull request when there
 * are some and publishes when there are none — changesets/action alone cannot tell, since the other
 * packages' changesets stay pending for good.
 * @example pendingChangesets() // ['tree-engine-student-search.md']
 */
export function pendingChangesets(dir = changesetDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .filter((file) => readChangeset(readFileSync(join(dir, file), 'utf8'))?.lines.some((line) => names(line) === PACKAGE) ?? false)
    .sort();
}

/** Every workspace package but tree-engine, by name (the `--ignore` list). */
function otherPackages(): string[] {
  const found: string[] = [];
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      try {
        const { name } = JSON.parse(readFileSync(join(root, group, entry.name, 'package.json'), 'utf8')) as { name?: string };
        if (name && name !== PACKAGE) found.push(name);
      } catch {
        // A folder without a manifest is no package.
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const split = splitMixedChangesets();
  for (const file of split) console.log(`separado ${file}`);
  const changeset = createRequire(join(root, 'package.json')).resolve('@changesets/cli/bin.js');
  execFileSync(process.execPath, [changeset, 'version', ...otherPackages().flatMap((name) => ['--ignore', name])], { cwd: root, stdio: 'inherit' });
  writeReadmes();
}
