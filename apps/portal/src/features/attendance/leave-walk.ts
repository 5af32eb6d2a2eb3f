import type { Location, NavigateFunction } from 'react-router';
import { panelDelta, type WalkEntry } from './walk-entry';

/**
 * Shows the service panel in place of a walk that was just dropped (Cancelar, Voltar on the first
 * screen, 'Novo Chamado', a closed ticket's Ok) or whose entry was reached after it ended. When
 * the entries behind are the walk's own, all the way to the panel it started from, the history
 * goes back there (so Back afterwards leaves /atendimento instead of stepping through screens of
 * a walk that is gone); otherwise this entry becomes the panel.
 * @example leaveWalk(navigate, location, walkEntryOf(location.state))
 */
export function leaveWalk(navigate: NavigateFunction, location: Location, entry: WalkEntry | undefined): void {
  const delta = panelDelta(entry);
  if (delta !== undefined) void navigate(delta);
  else void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
}
