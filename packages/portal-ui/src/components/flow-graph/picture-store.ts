import { GRAPH_FONTS, textMeasurer, type FlowLayout } from './flow-layout';

/** A picture as the layout answered it: its signature (the graph's `known`) and the layout. */
export interface KeptPicture {
  signature: number;
  layout: FlowLayout;
}

/**
 * The pictures of the last trees drawn in this browser, kept between visits: a tree opened by its
 * address would wait for a fresh worker to start and lay it out on unoptimised code (about a
 * second at 150 screens); the same picture from the store takes a few milliseconds.
 */
export interface PictureStore {
  /** The picture kept for this text (`identity`: the font's name and the tree's text), if any. */
  get(identity: string): Promise<KeptPicture | undefined>;
  /**
   * Keeps a picture once it has stayed the newest for `settleMs` (typing draws a picture per
   * change; only the one the admin stopped at is written); the least recently used go past `keep`.
   */
  put(identity: string, picture: KeptPicture): Promise<void>;
}

/** Options of {@link openPictureStore}. */
export interface PictureStoreOptions {
  /** The layout code's version (the layout worker's address, named by its build): a new build draws again. */
  version: string;
  /** How many pictures the browser keeps (the least recently used go). */
  keep?: number;
  /** How long a picture must stay the newest before it is written, in ms. */
  settleMs?: number;
  /** The browser's IndexedDB (tests pass another). */
  indexedDB?: IDBFactory;
}

const DATABASE = 'chamados-desenhos';
const STORE = 'desenhos';
const BY_USE = 'usado';

interface Kept {
  key: string;
  picture: KeptPicture;
  /** When it was last kept or read (ms): the oldest goes first. */
  usado: number;
}

/** A request's result as a promise that never rejects: a store that fails is a store that misses. */
function settled<T>(request: IDBRequest<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      resolve(undefined);
    };
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => resolve();
  });
}

/**
 * The box sizes come from the font's real widths on this machine: a picture drawn with other
 * metrics (a font installed or removed) would cut titles, so the widths are part of the key.
 */
function metrics(fontFamily: string): string {
  const width = textMeasurer(fontFamily);
  return Object.values(GRAPH_FONTS)
    .map((font) => width('Qual rede sem fio você está tentando usar? 0123456789', font).toFixed(2))
    .join(',');
}

async function keyOf(version: string, identity: string): Promise<string> {
  const fontFamily = identity.slice(0, identity.indexOf('\n'));
  const bytes = new TextEncoder().encode(`${version}\n${metrics(fontFamily)}\n${identity}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the browser's store of flow pictures, keyed by a SHA-256 of the layout code's version, the
 * font's measured widths and the tree's text. Where IndexedDB is missing or refuses (a private window,
 * a full disk), every `get` misses and every `put` does nothing: the graph lays out as before.
 * Trees are what students walk, not anyone's personal data; a period's traffic is never kept.
 * @example const store = openPictureStore({ version: import.meta.url }); await store.get(identity)
 */
export function openPictureStore({ version, keep = 20, settleMs = 2_000, indexedDB = globalThis.indexedDB }: PictureStoreOptions): PictureStore {
  let newest: (() => void) | undefined;
  let opened: Promise<IDBDatabase | undefined> | undefined;
  const database = () =>
    (opened ??= (async () => {
      if (!indexedDB || typeof crypto === 'undefined' || !crypto.subtle) return undefined;
      try {
        const request = indexedDB.open(DATABASE, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex(BY_USE, BY_USE);
        return await settled(request);
      } catch {
        return undefined;
      }
    })());

  const write = async (db: IDBDatabase, kept: Kept) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    store.put(kept);
    const count = await settled(store.count());
    // The least recently used go, oldest first, until `keep` are left.
    let extra = (count ?? 0) - keep;
    if (extra > 0) {
      const cursor = store.index(BY_USE).openCursor();
      cursor.onsuccess = () => {
        if (!cursor.result || extra-- <= 0) return;
        cursor.result.delete();
        cursor.result.continue();
      };
    }
    await finished(transaction);
  };

  return {
    async get(identity) {
      const db = await database();
      if (!db) return undefined;
      try {
        const key = await keyOf(version, identity);
        const kept = await settled<Kept | undefined>(db.transaction(STORE).objectStore(STORE).get(key));
        if (!kept) return undefined;
        void write(db, { ...kept, usado: Date.now() }).catch(() => undefined);
        return kept.picture;
      } catch {
        return undefined;
      }
    },
    async put(identity, picture) {
      // A newer picture replaces this one before it is written: the older one's promise resolves.
      newest?.();
      const stayed = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), settleMs);
        newest = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      if (!stayed) return;
      newest = undefined;
      const db = await database();
      if (!db) return;
      try {
        await write(db, { key: await keyOf(version, identity), picture, usado: Date.now() });
      } catch {
        // Not kept: the next visit lays the tree out again.
      }
    },
  };
}
