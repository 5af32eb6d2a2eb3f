import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/claims';
import { CachedTicketStore } from './cached-ticket-store';
import type { TicketStore } from './ticket-store';

const user: AuthUser = { id: 'u1', nome: 'U', email: 'u@x', admin: false, agente: false, claims: {} };

function fakeStore() {
  let count = 0;
  let reads = 0;
  let gate: Promise<void> | undefined;
  let open: (() => void) | undefined;
  const inner = {
    unseenCount: async () => {
      reads++;
      const value = count;
      if (gate) await gate;
      return value;
    },
    markSeen: async () => {
      count++;
      return true;
    },
  } as unknown as TicketStore;
  return {
    inner,
    reads: () => reads,
    hold: () => {
      gate = new Promise<void>((r) => (open = r));
    },
    release: () => {
      gate = undefined;
      open?.();
    },
  };
}

describe('per-user ticket cache', () => {
  it('answers repeated reads from memory until the user writes', async () => {
    const f = fakeStore();
    const store = new CachedTicketStore(f.inner);
    expect(await store.unseenCount('u1', 'aberto')).toBe(0);
    expect(await store.unseenCount('u1', 'aberto')).toBe(0);
    expect(f.reads()).toBe(1);
    await store.markSeen('u1', 1, 1);
    expect(await store.unseenCount('u1', 'aberto')).toBe(1);
    expect(f.reads()).toBe(2);
  });

  it('does not keep a read that started before a write finished', async () => {
    const f = fakeStore();
    const store = new CachedTicketStore(f.inner);
    f.hold();
    const slow = store.unseenCount(user.id, 'aberto');
    await store.markSeen(user.id, 1, 1);
    f.release();
    expect(await slow).toBe(0);
    expect(await store.unseenCount(user.id, 'aberto')).toBe(1);
  });

  it('keeps users apart and forgets the least recently used', async () => {
    const f = fakeStore();
    const store = new CachedTicketStore(f.inner, 2);
    await store.unseenCount('a', 'aberto');
    await store.unseenCount('b', 'aberto');
    await store.unseenCount('c', 'aberto');
    await store.unseenCount('a', 'aberto');
    expect(f.reads()).toBe(4);
  });
});
