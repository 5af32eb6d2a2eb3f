/**
 * Text as the search column keeps it: tags stripped, entities decoded roughly, lower case, accents
 * removed. Normalising here (not with PostgreSQL's unaccent) works the same on PGlite and on any
 * managed PostgreSQL, where extensions may not be installable.
 */
export function searchText(...parts: string[]): string {
  return parts
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A prefix tsquery ('impres:* & sala:*') from what the user typed, or '' when nothing is left.
 * Only letters and digits survive, so the text can never break to_tsquery's syntax.
 */
export function searchQuery(input: string): string {
  const words = searchText(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  return words.map((w) => `${w}:*`).join(' & ');
}
