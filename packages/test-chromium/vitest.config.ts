import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chamados/source'] },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
