import type { TokenStorage } from './token-storage';

/**
 * Prefix of the localStorage keys that hold a user's own data between visits (an attendance in
 * progress): 'Sair' removes every one of them, so the next person on a shared computer finds none.
 */
export const SESSION_DATA_PREFIX = 'chamados.sessao.';

/** The part of Storage the session needs: the token, and listing keys to clear the user's data. */
export type SessionStorage = TokenStorage & Pick<Storage, 'key' | 'length'>;

/** Removes every key under {@link SESSION_DATA_PREFIX}. */
export function clearSessionData(storage: SessionStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_DATA_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
