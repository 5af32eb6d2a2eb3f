import type { Decorator } from '@storybook/react-vite';

/** Shows a story in the page's main container, as the app lays out a screen. */
export const inContainer: Decorator = (Story) => (
  <main className="ch-container">
    <Story />
  </main>
);
