/** `postpack`: puts back the repository's package.json that scripts/prepack.ts set aside. */
import { fileURLToPath } from 'node:url';
import { restoreManifest } from './publish-manifest';

restoreManifest(fileURLToPath(new URL('../', import.meta.url)));
