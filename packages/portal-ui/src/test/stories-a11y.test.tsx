import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

// Every story of every component, checked with axe like the Storybook a11y panel does. Colour
// contrast needs real layout and is checked in Chromium (see README); everything else runs here.
const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  '../components/**/*.stories.tsx',
  { eager: true },
);

const cases = Object.entries(storyModules).flatMap(([file, module]) =>
  // A composed story renders with its args and decorators applied: a component without props.
  Object.entries(composeStories(module) as Record<string, ComponentType>).map(
    ([name, Story]) => [`${file.split('/').at(-1)} › ${name}`, Story] as const,
  ),
);

describe('stories are accessible (axe, WCAG 2.2 AA)', () => {
  it('found the stories', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('%s', async (_name, Story) => {
    const { container } = render(<Story />);
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
      // An embedded page (a YouTube video) is not ours to check, and tests never load one.
      iframes: false,
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
