import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Tests resolve modules exactly as the build does (source condition, ICU parser aliased away).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Page tests walk several screens and load lazy chunks (compiled on first import): on a
      // loaded two-core machine that passes Vitest's 5 s default.
      testTimeout: 20_000,
    },
  }),
);
