/**
 * `prepack` (run by `pnpm pack`, `pnpm publish` and `changeset publish`): builds dist/, refuses to
 * go on while a file the manifest names is missing (a tarball without dist/ installs and then
 * crashes on import), then swaps in the published manifest; scripts/postpack.ts restores it.
 */
import { fileURLToPath } from 'node:url';
import { build } from './build';
import { missingPromisedFiles, restoreManifest, swapInPublishManifest } from './publish-manifest';

const packageDir = fileURLToPath(new URL('../', import.meta.url));

if (restoreManifest(packageDir)) console.log('package.json original restaurado (um empacotamento anterior foi interrompido).');
build();
const missing = missingPromisedFiles(packageDir);
if (missing.length > 0) {
  console.error(`Empacotamento recusado: faltam ${missing.join(', ')}. O build não gerou dist/?`);
  process.exit(1);
}
swapInPublishManifest(packageDir);
