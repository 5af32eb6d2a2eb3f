import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chamados/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run hundreds of cases: on a busy 2-core CI machine one took 5.4 s against
    // Vitest's 5 s default. A real hang is caught by the tests' own per-case time checks.
    testTimeout: 30_000,
    // The CLI speaks the environment's language (LANG); the tests that expect Portuguese must not
    // depend on the machine's.
    env: { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' },
  },
});
