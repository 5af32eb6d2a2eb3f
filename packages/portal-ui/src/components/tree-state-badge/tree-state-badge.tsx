import { tAdmin } from '../../messages/t-admin';
import { Icon } from '../icon/icon';
import type { TreeState } from './tree-state';

/** Props of {@link TreeStateBadge}. */
export interface TreeStateBadgeProps {
  /**
   * O estado da árvore, que dá o texto e a cor do selo: 'Rascunho', 'Lançada', 'Desabilitada' ou
   * 'Lançamento gradual'.
   */
  state: TreeState;
  /**
   * Num lançamento gradual, a porcentagem dos estudantes que recebe a versão nova, por exemplo
   * '(30%)'.
   * @remarks The share of a gradual launch, in percent.
   */
  parcela?: number;
}

const ICON = { draft: 'edit', launched: 'play', gradual: 'send', disabled: 'pause' } as const;

/**
 * A tree's state in words, each with its own colour and icon: 'Rascunho', 'Lançada',
 * 'Lançamento gradual (30%)', 'Desabilitada'. Used in the admin list and the tree form.
 * @example <TreeStateBadge state="gradual" parcela={30} />
 */
export function TreeStateBadge({ state, parcela }: TreeStateBadgeProps) {
  return (
    <span className={`ch-tree-state ch-tree-state--${state}`}>
      <Icon name={ICON[state]} />
      {tAdmin(`admin.state.${state}`, { parcela: parcela ?? 0 })}
    </span>
  );
}
