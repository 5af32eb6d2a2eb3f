import type { Page } from 'playwright-core';

/**
 * When each picture the layout worker kept in this browser was last used (portal-ui
 * picture-store.ts: database 'chamados-desenhos'), in ms. Never creates the database: the worker must.
 * @example await expect.poll(() => keptPictures(page)).toHaveLength(1)
 */
export async function keptPictures(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'chamados-desenhos')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('chamados-desenhos');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<number[]>((resolve, reject) => {
        const all = db.transaction('desenhos').objectStore('desenhos').getAll();
        all.onsuccess = () => resolve((all.result as { usado: number }[]).map((kept) => kept.usado));
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  });
}
