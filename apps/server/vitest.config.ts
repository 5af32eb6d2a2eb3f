import { configDefaults, defineConfig } from 'vitest/config';

// The server suite runs on the embedded PGlite and, when DATABASE_URL_TEST is set, again on a
// real PostgreSQL (each test file creates and drops its own database there).
const postgres = Boolean(process.env.DATABASE_URL_TEST);
if (!postgres && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error('REQUIRE_POSTGRES=1 but DATABASE_URL_TEST is not set: the PostgreSQL variant of the server suite cannot run.');
}

export default defineConfig({
  resolve: { conditions: ['@chamados/source'] },
  ssr: { resolve: { conditions: ['@chamados/source'] } },
  test: {
    // PGlite boots a WebAssembly PostgreSQL per app: generous timeouts, few workers (2 cores).
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    // `*.test-d.ts` are type-level tests (expectTypeOf), checked by tsc as part of the run.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'e2e/**/*.test.ts'],
          // Several instances on one database are a PostgreSQL set-up only (PGlite has one process).
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          env: { DB_VARIANT: 'pglite' },
        },
      },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { DB_VARIANT: 'postgres' } } }]
        : []),
      // The Znuny connector against a real Znuny (../shared/znuny/setup-znuny.sh) when ZNUNY_URL is set.
      // The route suites that apply (access, bad input) run there too, on the Znuny store.
      ...(process.env.ZNUNY_URL
        ? [{ extends: true as const, test: { name: 'znuny-live', include: ['test/znuny/*.znuny.ts', 'test/access-matrix.test.ts', 'test/bad-input.test.ts'], env: { TEST_TICKET_STORE: 'znuny' } } }]
        : []),
    ],
  },
});
