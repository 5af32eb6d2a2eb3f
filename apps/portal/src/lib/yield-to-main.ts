/**
 * Resolves in a task of its own, so the browser can paint and answer input in between: splits
 * start-up work that would otherwise run as one long task on a slow phone. `scheduler.yield()`
 * where the browser has it (the continuation keeps its place in line), a macrotask otherwise.
 * @example await yieldToMain();
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
