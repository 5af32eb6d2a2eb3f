import type { Tree } from '../types';
import { textTerms, type SearchTerm } from './search-terms';
import { treeSearchText } from './tree-search-text';

/** A service as the public list sends it: a whole tree, or its name and description with `textoBusca`. @example { nome: 'Rede sem fio', descricao: 'eduroam', textoBusca: treeSearchText(tree) } */
export interface SearchableService {
  nome: string;
  descricao?: string;
  tags?: string[];
  /** Words students use for it that its text does not (a tree's `sinonimos`); `textoBusca` already has them. */
  sinonimos?: string[];
  /** `treeSearchText` of the tree, when the item is not a whole tree. */
  textoBusca?: string;
  /** The FAQ articles its tutorial screens show (`createArticleSearch` searches them). */
  artigos?: readonly SearchableArticle[];
}

/**
 * An FAQ article a tree's tutorial screen shows, as the public list sends it: its title, its text
 * (plain, maybe cut short) and the screen.
 * @example const article: SearchableArticle = { titulo: 'Como conectar à rede eduroam', texto: 'Use seu e-mail institucional…', tela: 'tutorial-eduroam-windows' }
 */
export interface SearchableArticle {
  titulo: string;
  texto?: string;
  /** The key of the tutorial screen that shows it. */
  tela: string;
}

/** A service found, and why: the words of its text that the query matched, as written there. @example const match: ServiceMatch<TreeSummary> = { item, palavras: ['eduroam'] } */
export interface ServiceMatch<T> {
  item: T;
  /** One word of the service per query word it matched (the best match), as written in the service. */
  palavras: string[];
}

/** Where a word appears: the name weighs most, then the description, then the rest of the text. */
export const NAME = 3;
export const DESCRIPTION = 2;
export const TEXT = 1;

/** A word of a service, with the weight of the best place it appears in. */
export interface ServiceWord extends SearchTerm {
  weight: number;
}

function lines(item: SearchableService | Tree): string[] {
  if ('telas' in item && item.telas) return treeSearchText(item as Tree).split('\n');
  const service = item as SearchableService;
  if (service.textoBusca) return service.textoBusca.split('\n');
  return [service.nome, service.descricao ?? '', ...(service.tags ?? []), ...(service.sinonimos ?? [])];
}

function bestWords(fields: readonly [string, number][]): ServiceWord[] {
  const best = new Map<string, ServiceWord>();
  for (const [text, weight] of fields) {
    for (const term of textTerms(text)) {
      const known = best.get(term.folded);
      if (!known || known.weight < weight) best.set(term.folded, { ...term, weight });
    }
  }
  return [...best.values()];
}

/**
 * The distinct words (folded) of one FAQ article: its title weighs as a service's name, its text as
 * other text; stop words left out.
 * @example articleWords({ titulo: 'Como conectar à rede eduroam', tela: 't' }).map((w) => w.folded) // ['conectar', 'rede', 'eduroam']
 */
export function articleWords(article: SearchableArticle): ServiceWord[] {
  return bestWords([
    [article.titulo, NAME],
    [article.texto ?? '', TEXT],
  ]);
}

/**
 * The distinct words (folded) of one service, each at the weight of the best place it occurs,
 * stop words left out: what both search engines index.
 * @example serviceWords({ nome: 'Rede sem fio' }).map((w) => w.folded) // ['rede', 'fio']
 */
export function serviceWords(item: SearchableService | Tree): ServiceWord[] {
  return bestWords([[item.nome, NAME], [item.descricao ?? '', DESCRIPTION], ...lines(item).map((line): [string, number] => [line, TEXT])]);
}
