import { describe, expect, it } from 'vitest';

// The stories (and the 'Telas' templates) as designers read them: the sidebar and the docs page show each story's `name` and,
// under it, the TSDoc comment above its export. Both are written for designers, in Portuguese.
const sources = import.meta.glob<string>(['../../components/**/*.stories.tsx', '../*.stories.tsx', '../../templates/*.stories.tsx'], { query: '?raw', import: 'default', eager: true });
const modules = import.meta.glob<Record<string, unknown>>(['../../components/**/*.stories.tsx', '../*.stories.tsx', '../../templates/*.stories.tsx'], { eager: true });

/** Words that give an English sentence away; none of them is Portuguese. */
const ENGLISH = /\b(the|and|with|while|when|before|after|every|without|this|that|is|are|its|from|each|shows?|opens?|loads?|empty|loading|failed)\b/i;

interface StoryText {
  where: string;
  name: unknown;
  description: string | undefined;
}

/** Every `export const X: Story` of a file, with its `name` and the TSDoc comment right above it. */
function storyTexts(file: string, source: string): StoryText[] {
  const module = modules[file] ?? {};
  return [...source.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n)?export const (\w+): Story\b/g)].map(([, comment, exportName]) => ({
    where: `${file.replace(/^.*\/(components|stories|templates)\//, '')} ${exportName}`,
    name: (module[exportName!] as { name?: unknown } | undefined)?.name,
    description: comment?.replace(/^\s*\*\s?/gm, '').replace(/\s+/g, ' ').trim(),
  }));
}

const stories = Object.entries(sources).flatMap(([file, source]) => storyTexts(file, source));

describe('story names and descriptions', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThanOrEqual(150);
  });

  it('every story has a Portuguese name of its own (not the one Storybook makes from the export)', () => {
    const unnamed = stories.filter((story) => typeof story.name !== 'string' || story.name.trim() === '' || ENGLISH.test(story.name)).map((story) => story.where);
    expect(unnamed).toEqual([]);
  });

  it('every story says, in Portuguese, what state the screen is in: no spec sections, no code', () => {
    const wrong = stories
      .filter(({ description }) => !description || ENGLISH.test(description) || /§\s*\d/.test(description) || description.includes('`'))
      .map((story) => `${story.where}: ${story.description ?? '(sem descrição)'}`);
    expect(wrong).toEqual([]);
  });
});
