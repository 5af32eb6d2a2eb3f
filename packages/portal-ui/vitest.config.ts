import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@chamados/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    // Stories embed YouTube: no test ever navigates an iframe (and happy-dom stays quiet about it).
    environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Responsive behaviour is tested against the real stylesheets (happy-dom evaluates media queries).
    css: true,
    // A test walking several screens with userEvent passes Vitest's 5 s default on a loaded
    // two-core machine in a full run (form-screen "every field type", the attendance walk).
    testTimeout: 20_000,
  },
});
