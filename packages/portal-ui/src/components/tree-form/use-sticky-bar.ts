import { useEffect, useRef } from 'react';

/**
 * The tree form's action bar, kept at the bottom of the window (CSS `position: sticky`). Its height
 * goes to the form as `--ch-tree-form-bar`, so the outcome line can stay in sight just above it
 * whatever the bar wraps to.
 * @example const bar = useStickyBar(); <div ref={bar} className="ch-tree-form__actions">
 */
export function useStickyBar() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    const form = element?.closest<HTMLElement>('.ch-tree-form');
    if (!element || !form || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => form.style.setProperty('--ch-tree-form-bar', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return bar;
}
