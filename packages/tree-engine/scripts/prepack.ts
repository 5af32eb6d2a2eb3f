/**
 * `prepack` (run by `pnpm pack`, `pnpm publish` and `changeset publish`): builds dist/, refuses to
 * go on while a file the manifest names is missing (a tarball without dist/ installs and then
 * crashes on import), then swaps in the published manifest; scripts/postpack.ts restores it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build';
import { promisedFiles, restoreManifest, swapInPublishManifest } from './publish-manifest';

const packageDir = fileURLToPath(new URL('../', import.meta.url));

if (restoreManifest(packageDir)) console.log('package.json original restaurado (um empacotamento anterior foi interrompido).');
build();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Parameters<typeof promisedFiles>[0];
const missing = promisedFiles(manifest).filter((file) => !existsSync(join(packageDir, file)));
if (missing.length > 0) {
  console.error(`Empacotamento recusado: faltam ${missing.join(', ')}. O build não gerou dist/?`);
  process.exit(1);
}
swapInPublishManifest(packageDir);
