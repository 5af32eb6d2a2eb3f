import { defineConfig } from 'tsup';

export default defineConfig({
  // insights: its own entry, so the portal loads it with the walk's statistics, not in its first load.
  entry: { index: 'src/index.ts', 'insights/index': 'src/insights/send-insight-events.ts', 'msw/index': 'src/msw/index.ts', 'live/index': 'src/live/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: [/^@chamados\//],
});
