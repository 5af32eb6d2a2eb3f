import type { TicketDetail } from '@chamados/api-contract';
import { describe, expect, it } from 'vitest';
import { DetailBodyCache } from './detail-body-cache';

/** A store whose versions the test sets, counting the full details it builds. */
function fakeStore(size = 10) {
  const versions = new Map<string, string>();
  const builds: number[] = [];
  return {
    versions,
    builds,
    detailVersion: async (userId: string, id: number) => versions.get(`${userId}:${id}`),
    versionedDetail: async (userId: string, id: number) => {
      const version = versions.get(`${userId}:${id}`);
      if (version === undefined) return undefined;
      builds.push(id);
      return { detail: { id, pad: 'x'.repeat(size) } as unknown as TicketDetail, version };
    },
  };
}
const serialize = (d: TicketDetail) => JSON.stringify(d);

describe('serialised ticket details', () => {
  it('builds a detail once while its version holds, and again when it changes', async () => {
    const store = fakeStore();
    const cache = new DetailBodyCache();
    store.versions.set('u:1', 'v1');
    const first = await cache.body(store, 'u', 1, serialize);
    expect(JSON.parse(first!.toString())).toMatchObject({ id: 1 });
    await cache.body(store, 'u', 1, serialize);
    expect(store.builds).toEqual([1]);
    store.versions.set('u:1', 'v2');
    await cache.body(store, 'u', 1, serialize);
    expect(store.builds).toEqual([1, 1]);
  });

  it("answers nothing for a ticket that is not the caller's, even when another's is kept", async () => {
    const store = fakeStore();
    const cache = new DetailBodyCache();
    store.versions.set('u:1', 'v1');
    await cache.body(store, 'u', 1, serialize);
    expect(await cache.body(store, 'other', 1, serialize)).toBeUndefined();
  });

  it('keeps no body over the entry limit, and drops the least recently used past the byte limit', async () => {
    const store = fakeStore(100);
    // Every detail of this store (ids 1 to 3) serialises to the same number of bytes.
    const size = Buffer.byteLength(serialize({ id: 1, pad: 'x'.repeat(100) } as unknown as TicketDetail));
    const cache = new DetailBodyCache(size * 2, size);
    for (const id of [1, 2, 3]) store.versions.set(`u:${id}`, 'v');
    await cache.body(store, 'u', 1, serialize);
    await cache.body(store, 'u', 2, serialize);
    await cache.body(store, 'u', 1, serialize); // 1 is now the most recently used
    await cache.body(store, 'u', 3, serialize); // pushes out 2
    await cache.body(store, 'u', 1, serialize);
    await cache.body(store, 'u', 2, serialize);
    expect(store.builds).toEqual([1, 2, 3, 2]);

    const big = fakeStore(1000);
    big.versions.set('u:9', 'v');
    await cache.body(big, 'u', 9, serialize);
    await cache.body(big, 'u', 9, serialize);
    expect(big.builds).toEqual([9, 9]);
  });
});
