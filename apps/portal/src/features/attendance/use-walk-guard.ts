import type { TicketCreationState } from '@chamados/portal-ui';
import { useEffect, useRef, type RefObject } from 'react';
import { paths } from '../../config/paths';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import type { StoredWalk } from './attendance-storage';
import { walkEntryOf } from './walk-entry';

/** Options of {@link useWalkGuard}. */
export interface WalkGuardOptions {
  walk: StoredWalk;
  /** Where the ticket's creation stands: while it is created, and until its dialog's Ok, Back waits. */
  creation: TicketCreationState | undefined;
  /** Whether dropping the walk now would throw answers away. */
  holdsAnswers: () => boolean;
  /** Set while the walk is being dropped on purpose: nothing is held then. */
  leaving: RefObject<boolean>;
  /** The browser's Back is leaving a walk that holds answers: ask, then `proceed` or `stay`. */
  onLeaving: (answer: { proceed: () => void; stay: () => void }) => void;
}

const busy = (creation: TicketCreationState | undefined) =>
  creation?.status === 'creating' || creation?.status === 'created';

/**
 * Holds the browser's Back and Forward where they would lose something (main.tsx's guarded
 * history; a test's memory router holds nothing): while the ticket is being created or its
 * protocol is on screen (going back there could send a second ticket), and when they leave a walk
 * that holds answers for the service panel (the user is asked, as Cancelar asks). Moves inside the
 * walk and to other pages (the walk is kept) pass.
 * @example useWalkGuard({ walk, creation: view.creation, holdsAnswers, leaving, onLeaving: ask });
 */
export function useWalkGuard({ walk, creation, holdsAnswers, leaving, onLeaving }: WalkGuardOptions): void {
  const reason = useRef<'creating' | 'leaving' | undefined>(undefined);
  const guard = useLeaveGuard(({ action, nextPathname, nextState }) => {
    if (action !== 'POP' || leaving.current) return false;
    if (busy(creation)) {
      reason.current = 'creating';
      return true;
    }
    if (nextPathname !== paths.attendance || walkEntryOf(nextState)?.id === walk.id || !holdsAnswers()) return false;
    reason.current = 'leaving';
    return true;
  });
  const { state, proceed, reset } = guard;
  useEffect(() => {
    if (state !== 'blocked') return;
    if (reason.current === 'creating') {
      reset();
      return;
    }
    onLeaving({ proceed, stay: reset });
    // Once per hold: the answer functions change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
