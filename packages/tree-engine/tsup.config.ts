import { defineConfig } from 'tsup';

// One build for the library's entry points and the CLI, with code splitting: what two entries
// share lands in a chunk both import, so the CLI runs on the library's own modules (no second
// copy) and `/runtime` imports no module that reaches the YAML parsers. The shebang lives in
// bin/chamados-tree.js, which imports dist/cli.js.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    runtime: 'src/runtime.ts',
    verify: 'src/verify.ts',
    search: 'src/search.ts',
    cli: 'src/cli/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  splitting: true,
  clean: true,
  dts: { entry: { index: 'src/index.ts', runtime: 'src/runtime.ts', verify: 'src/verify.ts', search: 'src/search.ts' } },
});
