/** Plural endings, longest first: [ending, replacement]. */
const PLURALS: [string, string][] = [
  ['oes', 'ao'],
  ['aes', 'ao'],
  ['ais', 'al'],
  ['eis', 'el'],
  ['ois', 'ol'],
  ['res', 'r'],
  ['zes', 'z'],
  ['les', 'l'],
  ['ns', 'm'],
];

/**
 * Word endings that vary within one subject ('conecta', 'conectar', 'conectado'; 'instalar',
 * 'instalação'), longest first. 'xao' becomes 'ct' so 'conexão' meets 'conectar'.
 */
const SUFFIXES: [string, string][] = [
  ['amento', ''],
  ['imento', ''],
  ['mente', ''],
  ['acao', ''],
  ['icao', 'ic'],
  ['xao', 'ct'],
  ['cao', ''],
  ['sao', ''],
  ['dade', ''],
  ['ador', ''],
  ['edor', ''],
  ['idor', ''],
  ['ando', ''],
  ['endo', ''],
  ['indo', ''],
  ['aram', ''],
  ['eram', ''],
  ['iram', ''],
  ['avam', ''],
  ['ado', ''],
  ['ada', ''],
  ['ido', ''],
  ['ida', ''],
  ['ar', ''],
  ['er', ''],
  ['ir', ''],
  ['ou', ''],
  ['am', ''],
  ['em', ''],
  ['a', ''],
  ['e', ''],
  ['o', ''],
];

/** A stem keeps at least this many letters: shorter ones would join unrelated words. */
const MIN_STEM = 3;

function replaceEnding(word: string, table: [string, string][]): string | undefined {
  for (const [ending, replacement] of table) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length) + replacement;
  }
  return undefined;
}

/**
 * A light Portuguese stemmer for the service search, on folded words (no accents, lower case):
 * one plural ending, then one derivational or verbal ending. It joins the forms a student and a
 * tree use for one idea ('conecta', 'conectar', 'conexão' → 'conect'; 'computadores' → 'comput');
 * it is not a linguist's stemmer (RSLP has some 200 rules), and a rare wrong join only adds a card.
 * @example stemWord('conexao') // 'conect'
 */
export function stemWord(word: string): string {
  if (word.length <= MIN_STEM) return word;
  let stem = replaceEnding(word, PLURALS);
  if (stem === undefined) stem = word.endsWith('s') && !word.endsWith('ss') && word.length - 1 >= MIN_STEM ? word.slice(0, -1) : word;
  return replaceEnding(stem, SUFFIXES) ?? stem;
}
