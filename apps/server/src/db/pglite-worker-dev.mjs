// The PGlite worker from the sources (tests, `pnpm dev`): a worker thread on Node 20 does not
// take tsx through `execArgv` (`--import tsx` leaves `.ts` unknown there), so tsx is registered
// here, in the worker, before its TypeScript module loads. Built, dist/pglite-worker.js runs
// directly (see `workerUrl` in pglite-thread.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
