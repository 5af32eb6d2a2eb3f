import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: [/^@chamados\//, 'typebox'],
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
  },
});
