import { defineConfig } from 'tsup';

// Two builds of the library's entry points, ESM and CommonJS, each with code splitting: what two
// entries share lands in a chunk both import, so `/runtime` imports no module that reaches the
// YAML parsers and a program that requires two entries gets one copy of the engine (one
// `AttendanceError` class). The CLI is ESM only, on the ESM library's own chunks; its shebang
// lives in bin/chamados-tree.js, which imports dist/cli.js. scripts/build.ts empties dist/ first
// (the two builds run side by side, so neither may clean).
const library = {
  index: 'src/index.ts',
  runtime: 'src/runtime.ts',
  verify: 'src/verify.ts',
  search: 'src/search.ts',
};

export default defineConfig([
  {
    entry: { ...library, cli: 'src/cli/index.ts' },
    format: ['esm'],
    target: 'es2022',
    splitting: true,
    clean: false,
    dts: { entry: library },
  },
  {
    entry: library,
    format: ['cjs'],
    target: 'es2022',
    splitting: true,
    clean: false,
    dts: { entry: library },
  },
]);
