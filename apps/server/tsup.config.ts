import { defineConfig } from 'tsup';

export default defineConfig({
  // pglite-initdb: the child process of a first start (src/db/pglite-first-start.ts);
  // pglite-worker: the thread that runs PGlite (src/db/pglite-thread.ts).
  entry: { server: 'src/server.ts', 'pglite-initdb': 'src/db/pglite-initdb.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled from their sources; npm dependencies stay external.
  noExternal: [/^@chamados\//],
  // Bundled workspace code pulls in its own CommonJS dependencies (yaml, ajv): give them a real
  // `require` inside this ESM bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
  },
});
