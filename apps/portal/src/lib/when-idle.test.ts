import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task once the loaded page is idle', async () => {
    const task = vi.fn();
    whenIdle(task, 50);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('a cancelled task never runs', async () => {
    const task = vi.fn();
    const cancel = whenIdle(task, 50);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for the load event while the page is still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
