import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// `import text from './guide/x.md?raw'` as Vite reads it (the app, Vitest, Storybook, the
// prerender): the file's text as a string. esbuild needs to be told.
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
  },
};

// The admin components start their workers with `new Worker(new URL('./….worker.ts',
// import.meta.url))`: in dist the workers sit beside index.js, and this points those URLs at the
// built `.js` files.
const builtWorkerUrls: Plugin = {
  name: 'built-worker-urls',
  setup(build) {
    build.onLoad({ filter: /(worker-verifier|preload-flow-layout)\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replace(/\.worker\.ts'/g, ".worker.js'"),
      loader: 'ts',
    }));
  },
};

// The components (ESM + types), the one stylesheet the app imports once, and the two workers.
// Workspace dependencies stay external so the app bundles a single copy of each.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    styles: 'src/styles/global.css',
    'tree-verify.worker': 'src/components/tree-editor/tree-verify.worker.ts',
    'flow-layout.worker': 'src/components/flow-graph/flow-layout.worker.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'es2022',
  external: [/^@chamados\//, 'react', 'react-dom', 'react/jsx-runtime'],
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
    options.jsx = 'automatic';
  },
  esbuildPlugins: [rawText, builtWorkerUrls],
});
