import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
  },
};

// Two builds, run in parallel by tsup: the library with its types, and the CLI with a shebang.
// The library's clean keeps the CLI's files, which the other build may already have written.
export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, dts: true, clean: ['!cli.js', '!cli.js.map'] },
  { ...shared, entry: { cli: 'src/cli/index.ts' }, dts: false, clean: false, banner: { js: '#!/usr/bin/env node' } },
]);
