import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chamados/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    // `*.test-d.ts` files are checked by tsc (`expectTypeOf`): a drifted type fails the run.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
