import { describe, expect, it } from 'vitest';
import type { AuthUser } from './claims';
import { VerifiedTokens } from './verified-tokens';

const user = (id: string): AuthUser => ({ id, nome: id, email: '', admin: false, agente: false, claims: {} });

describe('verified tokens', () => {
  it("answers a known token's caller until the token's exp, never after", () => {
    let now = 1_000_000;
    const cache = new VerifiedTokens(10, 60_000, () => now);
    cache.set('t', user('a'), (now + 30_000) / 1000);
    expect(cache.get('t')?.id).toBe('a');
    now += 29_999;
    expect(cache.get('t')?.id).toBe('a');
    now += 1;
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a long-lived token after the maximum age, so a withdrawn key stops counting', () => {
    let now = 0;
    const cache = new VerifiedTokens(10, 60_000, () => now);
    cache.set('t', user('a'), 3600);
    now = 59_999;
    expect(cache.get('t')?.id).toBe('a');
    now = 60_000;
    expect(cache.get('t')).toBeUndefined();
  });

  it('keeps nothing for a token already expired', () => {
    const cache = new VerifiedTokens(10, 60_000, () => 10_000);
    cache.set('t', user('a'), 10);
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used token past its size', () => {
    const cache = new VerifiedTokens(2, 60_000, () => 0);
    cache.set('a', user('a'), 100);
    cache.set('b', user('b'), 100);
    expect(cache.get('a')?.id).toBe('a');
    cache.set('c', user('c'), 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.id).toBe('a');
    expect(cache.get('c')?.id).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('tells tokens apart by their whole text', () => {
    const cache = new VerifiedTokens(10, 60_000, () => 0);
    cache.set('header.payload.sig1', user('a'), 100);
    expect(cache.get('header.payload.sig2')).toBeUndefined();
    expect(cache.get('header.payload.sig')).toBeUndefined();
  });
});
