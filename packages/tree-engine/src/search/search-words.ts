/** Letters and digits make words; anything else (spaces, punctuation, '-', '/') separates them. */
const SEPARATOR = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/**
 * Text as the service search compares it: lower case, accents removed ('Impressão' → 'impressao'),
 * so a student who types without accents finds the same services.
 * @example normalizeSearchText('Laboratório') // 'laboratorio'
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * The words of a text, in order, as written (accents and case kept: they are shown to people).
 * @example searchWords('Wi-Fi: eduroam') // ['Wi', 'Fi', 'eduroam']
 */
export function searchWords(text: string): string[] {
  return text.split(SEPARATOR).filter((word) => word !== '');
}
