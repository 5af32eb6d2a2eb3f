import { describe, expect, it } from 'vitest';
import { describeTsdoc } from '../../.storybook/component-description';

describe('component description on a docs page', () => {
  it('shows a TSDoc @example as a code block, never as markdown', () => {
    const text = describeTsdoc('A text button.\n@example <Button variant="primary" onClick={save}>Salvar</Button>');
    expect(text).toBe('A text button.\n\n**Exemplo**\n\n```tsx\n<Button variant="primary" onClick={save}>Salvar</Button>\n```');
    expect(text).not.toContain('@example');
  });

  it('drops the other tags and keeps the summary as written', () => {
    expect(describeTsdoc('Formats a date.\n@see formatDateTime\n@param value the date')).toBe('Formats a date.');
  });

  it('shows an inline {@link} as the name in code (or its label), never the raw tag', () => {
    expect(describeTsdoc('See {@link Icon} for the names.')).toBe('See `Icon` for the names.');
    expect(describeTsdoc('Uses {@link screenTitles | the titles}.')).toBe('Uses the titles.');
  });
});
