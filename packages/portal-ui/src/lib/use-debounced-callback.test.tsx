import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('calls once, with the last arguments, after the delay without calls', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => result.current.run('a'));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.run('ab'));
    act(() => vi.advanceTimersByTime(499));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spy.mock.calls).toEqual([['ab']]);
  });

  it('flush runs the pending call now; cancel drops it; neither runs anything twice', () => {
    vi.useFakeTimers();
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 500));
    act(() => result.current.run('agora'));
    act(() => result.current.flush());
    act(() => result.current.flush());
    act(() => result.current.run('nunca'));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(1000));
    expect(spy.mock.calls).toEqual([['agora']]);
  });

  it('calls the latest callback, and nothing after unmount', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 500), { initialProps: { fn: first } });
    act(() => result.current.run(1));
    rerender({ fn: second });
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
    act(() => result.current.run(2));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
