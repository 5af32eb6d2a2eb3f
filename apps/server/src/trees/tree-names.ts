/**
 * Invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen, bidi marks:
 * Unicode's Default_Ignorable_Code_Point): two names that differ only by them look the same on
 * screen, so they are removed from names before anything else.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A tree name as stored and shown: NFC, no invisible characters, no surrounding blanks.
 * @example cleanTreeName(' Corrida\u200b ') // 'Corrida'
 */
export function cleanTreeName(nome: string): string {
  return nome.normalize('NFC').replace(INVISIBLE, '').trim();
}

/**
 * The uniqueness key of a tree name: the clean name (see {@link cleanTreeName}) ignoring case
 * (spec §5), so 'Árvore' typed with a combining accent, or with a zero-width space, is the same
 * name as with the precomposed letter.
 * @example nameKey('Corrida\u200b') === nameKey('corrida') // true
 */
export function nameKey(nome: string): string {
  return cleanTreeName(nome).toLocaleLowerCase('pt-BR');
}

/**
 * A tree text as stored: without a leading byte order mark. The YAML reader ignores it, but the
 * embedded database's text decoder drops it on reading, so a stored BOM made the launch's
 * "text unchanged since read" check fail forever.
 * @example cleanTreeText('\uFEFFnome: X') // 'nome: X'
 */
export function cleanTreeText(texto: string): string {
  return texto.replace(/^\uFEFF/, '');
}

/** Text for the service panel's search, accents removed and lower-cased. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
