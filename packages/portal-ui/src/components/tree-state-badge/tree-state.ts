import type { AdminTree } from '@chamados/api-contract';

/**
 * Where a tree is in its life: never launched ('Rascunho'), in production ('Lançada'), in
 * production with a newer version going to a share ('Lançamento gradual (30%)'), or out of
 * production after having been in it ('Desabilitada').
 */
export type TreeState = 'draft' | 'launched' | 'gradual' | 'disabled';

/** Every state, in the order the list's filter offers them. */
export const TREE_STATES: readonly TreeState[] = ['draft', 'launched', 'gradual', 'disabled'];

/**
 * The state of a tree as the server describes it.
 * @example treeState({ arvore: null, versao: 2, gradual: null }) // 'disabled'
 */
export function treeState(tree: Pick<AdminTree, 'arvore' | 'versao' | 'gradual'>): TreeState {
  if (tree.arvore !== null) return tree.gradual ? 'gradual' : 'launched';
  return tree.versao !== null ? 'disabled' : 'draft';
}
