import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The components (ESM + types), the one stylesheet the app imports once, and the two workers the
// admin components start with `new Worker(new URL('./….worker.ts', import.meta.url))`: in dist
// they sit beside index.js, and the plugin below points those URLs at the built `.js` files.
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
  esbuildPlugins: [
    {
      name: 'built-worker-urls',
      setup(build) {
        build.onLoad({ filter: /(worker-verifier|flow-layouter)\.ts$/ }, async ({ path }) => ({
          contents: (await readFile(path, 'utf8')).replace(/\.worker\.ts'/g, ".worker.js'"),
          loader: 'ts',
        }));
      },
    },
  ],
});
