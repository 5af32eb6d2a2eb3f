import Fuse from 'fuse.js';
import type { Tree } from '../types';
import { treeSearchText } from './tree-search-text';

/** A service as the public list sends it: a whole tree, or its name and description with `textoBusca`. @example { nome: 'Rede sem fio', descricao: 'eduroam', textoBusca: treeSearchText(tree) } */
export interface SearchableService {
  nome: string;
  descricao?: string;
  tags?: string[];
  /** `treeSearchText` of the tree, when the item is not a whole tree. */
  textoBusca?: string;
}

interface Entry<T> {
  item: T;
  nome: string;
  descricao: string;
  texto: string[];
}

/** The fuzzy threshold of spec §9. @example SERVICE_SEARCH_THRESHOLD // 0.7 */
export const SERVICE_SEARCH_THRESHOLD = 0.7;

function searchLines<T extends SearchableService | Tree>(item: T): string[] {
  if ('telas' in item && item.telas) return treeSearchText(item as Tree).split('\n');
  const service = item as SearchableService;
  if (service.textoBusca) return service.textoBusca.split('\n');
  return [service.nome, service.descricao ?? '', ...(service.tags ?? [])];
}

/**
 * Builds the 'Procurar Serviço' search over trees or list items: fuse.js over all their text
 * (threshold 0.7, location ignored, accents ignored), the name weighing most. An empty query gives
 * every item in its original order.
 * @example createServiceSearch(trees)('eduroam')[0]?.nome // 'Rede sem fio'
 */
export function createServiceSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => T[] {
  const entries: Entry<T>[] = items.map((item) => ({
    item,
    nome: item.nome,
    descricao: item.descricao ?? '',
    texto: searchLines(item),
  }));
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'nome', weight: 3 },
      { name: 'descricao', weight: 2 },
      { name: 'texto', weight: 1 },
    ],
    threshold: SERVICE_SEARCH_THRESHOLD,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed === '') return entries.map((entry) => entry.item);
    return fuse.search(trimmed).map((result) => result.item.item);
  };
}
