import { useEffect, useRef } from 'react';

/**
 * A ref for a dialog's Ok button that takes focus once `done` turns true: while the ticket is being
 * created the button is disabled and cannot hold focus, so keyboard users are brought to it.
 */
export function useFocusWhenDone(done: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) ref.current?.focus();
  }, [done]);
  return ref;
}
