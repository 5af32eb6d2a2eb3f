/**
 * Runs `task` once the page has loaded and the browser has a quiet moment (at the latest
 * `timeoutMs` after the load): for work the first screen does not need — registering the service
 * worker, fetching the next screen's chunk — so it never lands in the middle of hydration or of
 * the first answers' renders on a slow phone. Returns a function that cancels it.
 * @example useEffect(() => whenIdle(() => void loadWalk()), []);
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelStep = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancelStep = () => window.removeEventListener('load', idle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
