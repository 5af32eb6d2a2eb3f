/**
 * Cuts `text` to `max` characters, adding '...' when it was longer (list titles at 50, article
 * subjects at 300 or 35, file names at 40: spec §9). Counts code points, so an emoji or an
 * accented letter is never split in half. The final screen's 40/38 rule is tree-engine's
 * `truncateForSummary`.
 * @example truncate('Impressora do laboratório não imprime', 20) // 'Impressora do labora...'
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
