import { portalApi } from '@chamados/portal-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenReceived } from '../auth';
import { createStore } from './store';

describe('createStore', () => {
  it('starts logged out with an empty API cache', () => {
    const state = createStore().getState();
    expect(state.auth.token).toBeNull();
    expect(state[portalApi.reducerPath].queries).toEqual({});
  });

  it('takes a preloaded session', () => {
    expect(createStore({ auth: { token: 'a.b.c' } }).getState().auth.token).toBe('a.b.c');
  });

  it('builds independent stores, so tests do not leak state into each other', () => {
    const first = createStore();
    const second = createStore();
    first.dispatch(tokenReceived('x.y.z'));
    expect(first.getState().auth.token).toBe('x.y.z');
    expect(second.getState().auth.token).toBeNull();
  });
});

describe('createStore wires the API answers to the auth rules', () => {
  const probe = portalApi.injectEndpoints({
    endpoints: (build) => ({ storeProbe: build.query<unknown, void>({ query: () => 'probe' }) }),
  });

  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [401, 'onUnauthorized'],
    [403, 'onForbidden'],
  ] as const)('an API answer %i calls %s with the token sent', async (status, hook) => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json({}, { status }));
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    const onForbidden = vi.fn();
    const store = createStore(
      { auth: { token: 'a.b.c' } },
      { apiBaseUrl: 'http://portal.test/api', onUnauthorized, onForbidden },
    );
    await store.dispatch(probe.endpoints.storeProbe.initiate());
    expect(fetchMock.mock.calls[0]?.[0].headers.get('authorization')).toBe('Bearer a.b.c');
    expect({ onUnauthorized, onForbidden }[hook]).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls.length + onForbidden.mock.calls.length).toBe(1);
  });
});
