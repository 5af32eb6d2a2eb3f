import { portalApi } from '@chamados/portal-api';
import { describe, expect, it } from 'vitest';
import { tokenReceived } from '../features/auth';
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
