import { browserAvailable, chromiumLaunchOptions } from '@chamados/test-chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { TEST_WIDTHS } from './.storybook/viewports.ts';

// Vite's config loader hands this bare import to Node, which loads the package's built dist/
// (Turborepo builds it first: it is a devDependency, and `build-storybook` waits on `^build`).
const storiesInChromium = browserAvailable('os testes das histórias do Storybook');

export default defineConfig({
  resolve: { conditions: ['@chamados/source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
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
      },
      // Every story in Debian's Chromium (never a downloaded browser): its play function, then axe
      // through the a11y addon (`a11y.test: 'error'` in preview.tsx), once per width of TEST_WIDTHS.
      ...(storiesInChromium
        ? [
            {
              extends: true as const,
              plugins: [storybookTest({ configDir: `${import.meta.dirname}/.storybook` })],
              test: {
                name: 'storybook',
                testTimeout: 60_000,
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
                  // Both widths share one Vite server and one browser; the width reaches each story
                  // as its viewport global (the addon resizes the frame before every story).
                  instances: TEST_WIDTHS.map(({ name, viewport }) => ({
                    browser: 'chromium' as const,
                    name: `storybook-${name}`,
                    provide: { 'storybook/test-initial-globals': { viewport: { value: viewport, isRotated: false } } },
                  })),
                },
              },
            },
            // The built static Storybook as a designer opens it (test/storybook-docs.test.ts).
            {
              extends: true as const,
              test: { name: 'storybook-docs', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 120_000 },
            },
          ]
        : []),
    ],
  },
});
