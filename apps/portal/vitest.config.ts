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
    },
  }),
);
