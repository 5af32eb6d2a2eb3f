import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { treeShakeReactRouter } from './scripts/tree-shake-react-router';

// In development the Fastify server (apps/server) answers the API and the demo SSO; in production
// it serves this build itself, so nothing is proxied there.
const backend = 'http://localhost:8080';
const proxy = { '/api': backend, '/sso': backend, '/healthz': backend };

export default defineConfig({
  plugins: [react(), treeShakeReactRouter()],
  // Workspace packages are read from their sources (ARCHITECTURE.md §1): no build step between them.
  resolve: {
    conditions: ['@chamados/source', ...defaultClientConditions],
  },
  // The build-time prerender (src/prerender.tsx) reads workspace packages from source too, and
  // bundles them (they are TypeScript); other dependencies load from node_modules.
  ssr: {
    resolve: { conditions: ['@chamados/source', ...defaultServerConditions] },
    noExternal: [/^@chamados\//],
  },
  // Workers as ES modules, so a worker can load a part of itself later: the flow graph's layout
  // worker answers a quick first picture before loading ELK's 1.4 MB (portal-ui flow-layout.worker.ts).
  worker: { format: 'es' },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the service worker precaches the shell's chunks, and `pnpm size`
    // measures the first load of each page, from it.
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // The first-load budget is 150 KB gzip (ARCHITECTURE.md §8; `pnpm size` is the check). The
    // entry is one chunk of about 410 KB minified (130 KB gzip); a chunk past 450 is a regression.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left alone, the bundler
        // splits what lazy pages share with the entry into several chunks the first load fetches
        // anyway: more requests, and each compressed apart (about 1.5 KB gzip more).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
});
