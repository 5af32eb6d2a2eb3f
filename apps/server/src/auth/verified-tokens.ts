import { LRUCache } from 'lru-cache';
import type { AuthUser } from './claims';

/**
 * The callers of tokens already verified, keyed by the token string, so the portal's polling
 * does not pay a signature check per request (on PostgreSQL with the cache off, HMAC
 * verification through WebCrypto was a quarter of the ticket list's CPU).
 *
 * An entry lives until the token's `exp` (never longer: the cache cannot extend a token) and at
 * most `maxAgeMs`, so a key the SSO withdraws from its JWKS stops being trusted soon after.
 * Only successful verifications are kept; a bad token is checked, and refused, every time.
 * Least recently used entries go first past `max` (lru-cache keeps the order and the ages).
 */
interface Entry {
  user: AuthUser;
  /** Epoch ms from which the entry no longer counts. */
  until: number;
}

export class VerifiedTokens {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    max = 10_000,
    private readonly maxAgeMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The caller of a token verified before and not expired since; undefined otherwise. */
  get(token: string): AuthUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // `until` is checked here, to the ms, on the caller's clock; lru-cache's own ttl (below)
    // only frees the memory of tokens nobody presents again.
    if (this.now() >= entry.until) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  /** Remembers a verified token's caller until `exp` (seconds since the epoch, as in the JWT). */
  set(token: string, user: AuthUser, exp: number): void {
    const now = this.now();
    const until = Math.min(exp * 1000, now + this.maxAgeMs);
    if (!(until > now)) {
      this.entries.delete(token);
      return;
    }
    this.entries.set(token, { user, until }, { ttl: until - now });
  }

  get size(): number {
    return this.entries.size;
  }
}
