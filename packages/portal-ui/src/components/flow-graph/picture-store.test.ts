// @vitest-environment node
// Node's own crypto.subtle and a fresh fake-indexeddb per test: the store as the worker opens it.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openPictureStore, type KeptPicture } from './picture-store';

const picture = (width: number): KeptPicture => ({ signature: width, layout: { initial: 'inicio', width, height: 10, nodes: [], edges: [] } });

describe("the browser's store of flow pictures", () => {
  it('gives back a kept picture for the same graph, font and build, and nothing for another', async () => {
    const indexedDB = new IDBFactory();
    const store = openPictureStore({ version: 'build-1', settleMs: 0, indexedDB });
    await store.put('sans-serif\n{"grafo":1}', picture(100));
    expect(await store.get('sans-serif\n{"grafo":1}')).toEqual(picture(100));
    expect(await store.get('sans-serif\n{"grafo":2}')).toBeUndefined();
    expect(await store.get('serif\n{"grafo":1}')).toBeUndefined();
    // A new build's layout code draws again: its pictures are not the old build's.
    expect(await openPictureStore({ version: 'build-2', indexedDB }).get('sans-serif\n{"grafo":1}')).toBeUndefined();
    // A later visit (a new worker) opens the same store.
    expect(await openPictureStore({ version: 'build-1', indexedDB }).get('sans-serif\n{"grafo":1}')).toEqual(picture(100));
  });

  it('writes only the picture that stayed the newest: typing draws many, the store keeps the last', async () => {
    const store = openPictureStore({ version: 'build-1', settleMs: 20, indexedDB: new IDBFactory() });
    const writes = [store.put('f\nA', picture(1)), store.put('f\nAB', picture(2)), store.put('f\nABC', picture(3))];
    await Promise.all(writes);
    expect(await store.get('f\nA')).toBeUndefined();
    expect(await store.get('f\nAB')).toBeUndefined();
    expect(await store.get('f\nABC')).toEqual(picture(3));
  });

  it('keeps the most recently used pictures and lets the oldest go', async () => {
    const store = openPictureStore({ version: 'build-1', keep: 2, settleMs: 0, indexedDB: new IDBFactory() });
    await store.put('f\n1', picture(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.put('f\n2', picture(2));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Reading the first makes it the most recent: the second goes when a third comes.
    expect(await store.get('f\n1')).toEqual(picture(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.put('f\n3', picture(3));
    expect(await store.get('f\n1')).toEqual(picture(1));
    expect(await store.get('f\n2')).toBeUndefined();
    expect(await store.get('f\n3')).toEqual(picture(3));
  });

  it('misses, and keeps nothing, where the browser has no IndexedDB or it refuses', async () => {
    const none = openPictureStore({ version: 'build-1', settleMs: 0, indexedDB: undefined as unknown as IDBFactory });
    await none.put('f\n1', picture(1));
    expect(await none.get('f\n1')).toBeUndefined();
    const refusing = { open: () => { throw new DOMException('negado', 'SecurityError'); } } as unknown as IDBFactory;
    const store = openPictureStore({ version: 'build-1', settleMs: 0, indexedDB: refusing });
    await store.put('f\n1', picture(1));
    expect(await store.get('f\n1')).toBeUndefined();
  });
});
