import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chamados/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run hundreds of cases: on a busy 2-core CI machine one took 5.4 s against
    // Vitest's 5 s default. A real hang is caught by the tests' own per-case time checks.
    testTimeout: 30_000,
  },
});
