/**
 * `pnpm build`: the generated sources (schema, validator, examples), then tsup into dist/.
 * `pnpm generate` (`--generate`) stops after the generated sources. `pnpm pack` builds through
 * scripts/prepack.ts, which calls the same function.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeExampleTrees } from './build-examples';
import { writeReadmes } from './build-readmes';
import { writeSchemaArtifacts } from './build-schema';

const packageDir = fileURLToPath(new URL('../', import.meta.url));

/** Regenerates the committed artifacts. @example generate() */
export function generate(): void {
  writeSchemaArtifacts();
  writeExampleTrees();
  writeReadmes();
}

/** Regenerates, then builds dist/ afresh with tsup (its config: tsup.config.ts). @example build() */
export function build(): void {
  generate();
  rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup], { cwd: packageDir, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--generate')) generate();
  else build();
}
