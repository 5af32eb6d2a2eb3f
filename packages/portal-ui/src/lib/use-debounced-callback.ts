import { useCallback, useEffect, useMemo, useRef } from 'react';

/** A debounced function, with ways to run or drop the pending call. */
export interface Debounced<A extends unknown[]> {
  /** Schedules the call, replacing a pending one. */
  run(...args: A): void;
  /** Runs the pending call now (e.g. Enter in a search box), if there is one. */
  flush(): void;
  /** Drops the pending call. */
  cancel(): void;
}

/**
 * `callback` delayed until `delay` ms have passed without another call (spec §9: the service and
 * ticket searches wait 500 ms, the admin's 300 ms). Always calls the latest `callback`, so callers
 * need not memoise it; a pending call is dropped on unmount.
 * @example const search = useDebouncedCallback((text: string) => onFilterChange(text), 500); search.run(text);
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number): Debounced<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return useMemo(() => ({ run, flush, cancel }), [run, flush, cancel]);
}
