import { defineConfig } from 'tsup';

// Two entries: the components (ESM + types) and the one stylesheet the app imports once.
// Workspace dependencies stay external so the app bundles a single copy of each.
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/global.css' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'es2022',
  external: [/^@chamados\//, 'react', 'react-dom', 'react/jsx-runtime'],
  esbuildOptions(options) {
    options.conditions = ['@chamados/source'];
    options.jsx = 'automatic';
  },
});
