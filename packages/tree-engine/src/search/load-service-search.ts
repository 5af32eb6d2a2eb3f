import type { createServiceSearch } from './service-search';

/**
 * {@link createServiceSearch}, fetched when first needed: fuse.js (about 10 KB gzip) is the largest
 * part of the service search, and a service panel shows every service until someone types, so a
 * browser bundle keeps it out of the first load by calling this instead of importing it.
 * @example const create = await loadServiceSearch(); create(trees)('eduroam')
 */
export function loadServiceSearch(): Promise<typeof createServiceSearch> {
  return import('./service-search').then((module) => module.createServiceSearch);
}
