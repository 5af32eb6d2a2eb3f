/**
 * `pnpm --filter @chamados/tree-engine release:publish`, the publish step of the release workflow:
 * publishes the package (prepack builds it and swaps in the published manifest) with npm
 * provenance, unless npm already has this version. It prints changesets' `New tag:` line and, in
 * GitHub Actions, sets the step output `published=true`.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../', import.meta.url));
const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

function published(): boolean {
  try {
    return execFileSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8' }).trim() === version;
  } catch {
    return false; // npm answers 404 (an error) for a version it does not have
  }
}

if (published()) {
  console.log(`${name}@${version} já está no npm: nada a publicar.`);
} else {
  execFileSync('pnpm', ['publish', '--provenance', '--access', 'public', '--no-git-checks'], { cwd: packageDir, stdio: 'inherit' });
  console.log(`🦋  New tag: ${name}@${version}`);
  // The release workflow tags and attaches the tarball only when this step published.
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `published=true\nversion=${version}\n`);
}
