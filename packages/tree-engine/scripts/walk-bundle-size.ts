/**
 * `pnpm size`: bundles, for the browser and minified, an entry that imports only the walk
 * functions — what a portal's attendance page needs — and prints its size gzip. Fails above
 * 20 KB: a walk-only page must not download the YAML parsers (about 40 KB gzip) or fuse.js.
 * Run after `pnpm build` (it measures dist/, as a consumer's bundler sees it); the pack test
 * measures the installed tarball the same way.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The budget of a walk-only bundle, gzip. */
export const WALK_BUNDLE_LIMIT = 20 * 1024;

/** What a page that walks trees imports: the README's attendance example. */
export const WALK_FUNCTIONS = [
  'startAttendance',
  'chooseOption',
  'answerTutorial',
  'submitForm',
  'goBack',
  'currentScreen',
  'isAtFinal',
  'initialFormValues',
  'validateForm',
  'applyMask',
  'formatFieldError',
  'buildTicketRequest',
  'isClosedOnCreation',
  'finalScreenSummary',
] as const;

/** A measured bundle. @example const { gzip, packages } = await walkBundleSize('@chamados/tree-engine/runtime', dir) */
export interface BundleSize {
  minified: number;
  gzip: number;
  /** The npm packages that ended up in the bundle. */
  packages: string[];
}

/** The npm package a bundled file comes from, if any: the name after its last `node_modules/`. */
function packageOf(path: string): string | undefined {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [scope = '', name = ''] = path.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * Bundles `export { …names } from specifier` as seen from `resolveDir`, like a browser app would
 * (esbuild, minified, tree-shaken, `sideEffects` honoured). `names` defaults to the walk functions.
 * @example (await walkBundleSize('./dist/runtime.js', packageDir)).gzip // 5200
 */
export async function walkBundleSize(specifier: string, resolveDir: string, names: readonly string[] = WALK_FUNCTIONS): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: `export { ${names.join(', ')} } from ${JSON.stringify(specifier)};`, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  // Only files that left code in the output: a module tree-shaken away is no download.
  const bundled = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0));
  const packages = [...new Set(bundled.flatMap(([path]) => packageOf(path) ?? []))];
  return { minified: code.length, gzip: gzipSync(code).length, packages: packages.sort() };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packageDir = fileURLToPath(new URL('../', import.meta.url));
  let failed = false;
  for (const [label, specifier] of [['@chamados/tree-engine/runtime', './dist/runtime.js'], ['@chamados/tree-engine', './dist/index.js']] as const) {
    const size = await walkBundleSize(specifier, packageDir);
    const over = size.gzip > WALK_BUNDLE_LIMIT;
    failed ||= over;
    const from = size.packages.length === 0 ? 'nenhum pacote npm' : size.packages.join(', ');
    console.log(`${over ? '✗' : '✓'} só o atendimento, de ${label}: ${kb(size.gzip)} gzip (${kb(size.minified)} minificado; limite ${kb(WALK_BUNDLE_LIMIT)}); pacotes npm: ${from}`);
  }
  if (failed) process.exitCode = 1;
}
