import type { Preview } from '@storybook/react-vite';
import { LOCALE } from '../src/messages/t';
import '../src/styles/global.css';

// The stories are Portuguese: screen readers in the preview frame must not read them as English.
document.documentElement.lang = LOCALE;

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story in test runs, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
