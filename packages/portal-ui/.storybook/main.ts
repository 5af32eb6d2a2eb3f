import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The foundations (MDX, Portuguese) first, then every component's stories.
  stories: ['../src/foundations/*.mdx', '../src/patterns/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages are read from their sources, like in tests (ARCHITECTURE.md §1).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@chamados/source', ...defaultClientConditions] },
      // As in the portal (apps/portal/vite.config.ts): the layout worker loads ELK after its first answer.
      worker: { format: 'es' },
    }),
};

export default config;
