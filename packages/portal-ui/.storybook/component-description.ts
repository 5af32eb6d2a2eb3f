/**
 * The component description of an autodocs page, from react-docgen's reading of the TSDoc. The
 * TSDoc tags arrive as plain text: `@example` is turned into a fenced code block (otherwise the
 * docs page shows a literal '@example' and renders the JSX inside as markdown or HTML), and other
 * tags (`@see`, `@param`) are dropped, since the props table already says what they would. An
 * inline `{@link Name}` reads as the name in code.
 */
export function describeTsdoc(text: string): string {
  const [summary, ...tags] = text.split(/^\s*(?=@\w)/m);
  const examples = tags
    .filter((tag) => tag.startsWith('@example'))
    .map((tag) => tag.replace(/^@example\s*/, '').trim())
    .filter(Boolean)
    .map((code) => `**Exemplo**\n\n\`\`\`tsx\n${code}\n\`\`\``);
  const summaryText = summary?.trim().replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, name: string, label?: string) => (label?.trim() ? label.trim() : `\`${name}\``));
  return [summaryText, ...examples].filter(Boolean).join('\n\n');
}

interface DocgenComponent {
  __docgenInfo?: { description?: string };
}

/** `parameters.docs.extractComponentDescription` of preview.ts. */
export function componentDescription(component: unknown): string | null {
  const description = (component as DocgenComponent | undefined)?.__docgenInfo?.description;
  return description ? describeTsdoc(description) : null;
}
