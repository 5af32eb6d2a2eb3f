/**
 * The uniqueness key of a tree name: trimmed, case-insensitive (spec §5), and in Unicode NFC, so
 * 'Árvore' typed with a combining accent is the same name as with the precomposed letter.
 */
export function nameKey(nome: string): string {
  return nome.normalize('NFC').trim().toLocaleLowerCase('pt-BR');
}

/** Text for the service panel's search, accents removed and lower-cased. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
