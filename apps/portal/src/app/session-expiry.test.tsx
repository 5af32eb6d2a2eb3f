import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './store';
import { fakeToken } from '@chamados/portal-api/msw';
import { TOKEN_STORAGE_KEY, type TokenStorage } from '../auth/token-storage';
import { useSessionExpiry } from '../auth/use-session-expiry';

const NOW = Date.UTC(2025, 5, 10, 12);
const DAY = 24 * 3600 * 1000;

function memoryStorage(token: string): TokenStorage & { data: Map<string, string> } {
  const data = new Map([[TOKEN_STORAGE_KEY, token]]);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function mountWithToken(token: string, storage: TokenStorage, now: () => number = Date.now) {
  const store = createStore({ auth: { token } });
  function Probe() {
    useSessionExpiry(storage, now);
    return null;
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return store;
}

describe('useSessionExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('logs the user out, state and storage, when the token reaches exp with the page open', () => {
    const token = fakeToken({ nome: 'Ana', exp: NOW / 1000 + 60 });
    const storage = memoryStorage(token);
    const store = mountWithToken(token, storage);

    act(() => vi.advanceTimersByTime(59_000));
    expect(store.getState().auth.token).toBe(token);
    act(() => vi.advanceTimersByTime(1_000));
    expect(store.getState().auth.token).toBeNull();
    expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('keeps a session valid for more than 25 days (beyond the timer range) until its exp', () => {
    const token = fakeToken({ nome: 'Ana', exp: (NOW + 30 * DAY) / 1000 });
    const now = vi.fn(() => Date.now());
    const store = mountWithToken(token, memoryStorage(token), now);

    // An overflowing delay would fire at once, again and again: a busy loop on the page.
    act(() => vi.advanceTimersByTime(1_000));
    expect(now.mock.calls.length).toBeLessThanOrEqual(2);
    act(() => vi.advanceTimersByTime(29 * DAY));
    expect(store.getState().auth.token).toBe(token);
    act(() => vi.advanceTimersByTime(DAY));
    expect(store.getState().auth.token).toBeNull();
  });
});
