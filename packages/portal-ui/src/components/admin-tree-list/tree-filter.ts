import type { AdminTree } from '@chamados/api-contract';
import { TREE_STATES, treeState, type TreeState } from '../tree-state-badge/tree-state';

/**
 * The list's selector (spec §2, issue 31 item 5): one choice per state badge ('Rascunhos',
 * 'Lançadas', 'Lançamento gradual', 'Desabilitadas') and 'Todas' (the default).
 */
export type TreeFilter = TreeState | 'all';

export const TREE_FILTERS: readonly TreeFilter[] = [...TREE_STATES, 'all'];

/** 'Procurar Árvore' and the name check wait this long after the last key (spec §9). */
export const ADMIN_DEBOUNCE_MS = 300;

/** Lower case without accents, so 'arvore' finds 'Árvore'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** A tree counts as launched while it has a production text (`arvore`). */
export const isLaunched = (tree: AdminTree): boolean => tree.arvore !== null;

/**
 * The trees the list shows: those of the selector whose name or author contains the search.
 * @example filterTrees(trees, 'launched', 'wi-fi')
 */
export function filterTrees(trees: readonly AdminTree[], filter: TreeFilter, search: string): AdminTree[] {
  const needle = foldText(search.trim());
  return trees.filter((tree) => {
    if (filter !== 'all' && treeState(tree) !== filter) return false;
    return needle === '' || foldText(tree.nome).includes(needle) || foldText(tree.autor).includes(needle);
  });
}
