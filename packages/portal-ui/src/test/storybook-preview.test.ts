import { describe, expect, it } from 'vitest';

describe('Storybook preview', () => {
  it("marks the preview frame's document as pt-BR, the language of every story", async () => {
    document.documentElement.lang = 'en';
    await import('../../.storybook/preview');
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
