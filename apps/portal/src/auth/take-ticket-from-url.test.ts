import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@chamados/portal-api/msw';
import { takeTicketFromUrl } from './take-ticket-from-url';
import { TOKEN_STORAGE_KEY, type TokenStorage } from './token-storage';

const NOW = Date.UTC(2025, 5, 10, 12);
const live = fakeToken({ nome: 'Ana', exp: NOW / 1000 + 3600 });
const expired = fakeToken({ nome: 'Ana', exp: NOW / 1000 - 60 });

function memoryStorage(
  initial: Record<string, string> = {},
): TokenStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function fakeHistory() {
  return { state: null, replaceState: vi.fn() };
}

describe('takeTicketFromUrl', () => {
  it('stores ?ticket= as the session and removes ticket and redirect from the URL, keeping the rest', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    const href = `https://chamados.ufv.br/chamados/abertos?pagina=2&ticket=${live}&redirect=%2Fadmin#topo`;

    expect(takeTicketFromUrl({ href }, history, storage, NOW)).toBe(live);
    expect(storage.data.get(TOKEN_STORAGE_KEY)).toBe(live);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/chamados/abertos?pagina=2#topo');
  });

  it('leaves a URL without SSO parameters alone and restores the stored session', () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: live });
    const history = fakeHistory();
    expect(takeTicketFromUrl({ href: 'https://chamados.ufv.br/' }, history, storage, NOW)).toBe(
      live,
    );
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('drops an expired or malformed token: the user is logged out', () => {
    for (const token of [expired, 'lixo']) {
      const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: token });
      expect(
        takeTicketFromUrl({ href: 'https://chamados.ufv.br/' }, fakeHistory(), storage, NOW),
      ).toBeNull();
      expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    }
  });
});
