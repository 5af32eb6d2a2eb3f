/**
 * Finds Portuguese in what the CLI prints in Spanish or English, outside what the user wrote: the
 * quoted values, the words of the tree, configuration or command line at hand, addresses and file
 * names, and the tree format's own vocabulary (its keys and kinds are Portuguese in every
 * language: `telas`, `opcoes`, `caixaDeTexto`).
 */
import { treeSchema } from '../src/schema/tree-schema';

// Letters Spanish and English never use.
const PORTUGUESE_LETTERS = /[ãõçêôâàÃÕÇÊÔÂÀ]/u;

// Words that are Portuguese and neither Spanish nor English (so not 'que', 'para', 'da', 'no', 'do',
// 'está', 'ser', 'aviso', 'formato', 'uso', 'comandos', 'verificado').
const PORTUGUESE_WORDS = new Set(
  (
    'não nao você voce tela chave chaves arquivo arquivos erro erros opção opções correção troque um uma uns umas ou também ' +
    'nenhum nenhuma pelo pela são ao às em até então isso deve devem precisa vazio vazia obrigatória obrigatório inválido ' +
    'inválida linha coluna quis dizer mais já só é com sem das na nas estão campos atendimento chamado árvore árvores ajuda ' +
    'mostra versão saída'
  ).split(' '),
);

/** Every key and kind the tree format names, and every word of them. */
function formatVocabulary(): Set<string> {
  const words = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) words.add(name.toLowerCase());
      if ((key === 'const' || key === 'enum') && value !== undefined) for (const item of [value].flat()) if (typeof item === 'string') words.add(item.toLowerCase());
      if (key !== 'description') visit(value);
    }
  };
  visit(treeSchema);
  return words;
}

const VOCABULARY = formatVocabulary();

/** The words of a text, lower case. @example wordsOf('Não, Tela!') // ['não', 'tela'] */
export function wordsOf(text: string): string[] {
  return [...text.toLowerCase().matchAll(/\p{L}+/gu)].map((match) => match[0]);
}

/** What is left of a line once the user's own words are out: quoted values, addresses, paths. */
function withoutQuoted(line: string): string {
  return line
    .replace(/"(?:[^"\\]|\\.)*"/g, ' ')
    .replace(/'[^'\n]*'/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\S*[./\\]\S*/g, ' ');
}

/**
 * The Portuguese words of `line`, leaving out `own` (the words of the input the line speaks of)
 * and the format's vocabulary. Empty when the line has none.
 * @example portugueseIn('Screen "a": the screen "b" does not exist.', new Set()) // []
 */
export function portugueseIn(line: string, own: ReadonlySet<string> = new Set()): string[] {
  return wordsOf(withoutQuoted(line)).filter(
    (word) => !own.has(word) && !VOCABULARY.has(word) && (PORTUGUESE_WORDS.has(word) || PORTUGUESE_LETTERS.test(word)),
  );
}
