import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { logout, redirectToLogin } from './auth-actions';
import { authReducer } from './auth-slice';
import { TOKEN_STORAGE_KEY } from './token-storage';

describe('auth actions', () => {
  it("'Entrar' goes to the SSO login with the current URL as the service", () => {
    const nav = { assign: vi.fn() };
    redirectToLogin({ href: 'https://chamados.ufv.br/chamados/abertos?pagina=2' }, nav);
    expect(nav.assign).toHaveBeenCalledWith(
      '/sso/login?service=https%3A%2F%2Fchamados.ufv.br%2Fchamados%2Fabertos%3Fpagina%3D2',
    );
  });

  it("'Sair' clears the token from storage and state, then goes to the SSO logout", () => {
    const store = configureStore({
      reducer: { auth: authReducer },
      preloadedState: { auth: { token: 'a.b.c' } },
    });
    const storage = { data: new Map([[TOKEN_STORAGE_KEY, 'a.b.c']]) };
    const nav = { assign: vi.fn() };
    logout(store.dispatch, {
      storage: {
        getItem: (key) => storage.data.get(key) ?? null,
        setItem: (key, value) => void storage.data.set(key, value),
        removeItem: (key) => void storage.data.delete(key),
      },
      location: { origin: 'https://chamados.ufv.br' },
      nav,
    });
    expect(storage.data.size).toBe(0);
    expect(store.getState().auth.token).toBeNull();
    expect(nav.assign).toHaveBeenCalledWith('/sso/logout?service=https%3A%2F%2Fchamados.ufv.br');
  });
});
