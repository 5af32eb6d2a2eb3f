import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { logout, redirectToLogin } from './auth-actions';
import { authReducer } from './auth-slice';
import { SESSION_DATA_PREFIX } from './session-data';
import { TOKEN_STORAGE_KEY } from './token-storage';

describe('auth actions', () => {
  it("'Entrar' goes to the SSO login with the current URL as the service", () => {
    const nav = { assign: vi.fn() };
    redirectToLogin({ href: 'https://chamados.ufv.br/chamados/abertos?pagina=2' }, nav);
    expect(nav.assign).toHaveBeenCalledWith(
      '/sso/login?service=https%3A%2F%2Fchamados.ufv.br%2Fchamados%2Fabertos%3Fpagina%3D2',
    );
  });

  it("'Sair' clears the token and the user's stored data (an attendance in progress) from storage and state, then goes to the SSO logout", () => {
    const store = configureStore({
      reducer: { auth: authReducer },
      preloadedState: { auth: { token: 'a.b.c' } },
    });
    const storage = {
      data: new Map([
        [TOKEN_STORAGE_KEY, 'a.b.c'],
        [`${SESSION_DATA_PREFIX}atendimento.123`, '{}'],
        ['chamados.instalar', 'dispensado'],
      ]),
    };
    const nav = { assign: vi.fn() };
    logout(store.dispatch, {
      storage: {
        getItem: (key) => storage.data.get(key) ?? null,
        setItem: (key, value) => void storage.data.set(key, value),
        removeItem: (key) => void storage.data.delete(key),
        key: (i) => [...storage.data.keys()][i] ?? null,
        get length() {
          return storage.data.size;
        },
      },
      location: { origin: 'https://chamados.ufv.br' },
      nav,
    });
    // The user's own data goes; what belongs to the device (the install prompt's dismissal) stays.
    expect([...storage.data.keys()]).toEqual(['chamados.instalar']);
    expect(store.getState().auth.token).toBeNull();
    expect(nav.assign).toHaveBeenCalledWith('/sso/logout?service=https%3A%2F%2Fchamados.ufv.br');
  });
});
