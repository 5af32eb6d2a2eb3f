import { defineConfig } from 'vitest/config';

const conditions = ['@chamados/source'];

export default defineConfig({
  // Workspace packages are read from their sources, in the browser-like and the Node (SSR) resolver.
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
