import { defineConfig } from 'vitest/config';

// Root-level tests only (the repository's own rules); each package has its own config.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
