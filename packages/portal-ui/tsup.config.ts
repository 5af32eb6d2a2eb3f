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

// Two entries: the components (ESM + types) and the one stylesheet the app imports once.
// Workspace dependencies stay external so the app bundles a single copy of each.
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/global.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'es2022',
  external: [/^@chamados\//, 'react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [rawText],
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
    options.jsx = 'automatic';
  },
});
