/** A page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/** Page buttons shown at most (spec §9). */
export const MAX_PAGE_ITEMS = 7;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons of a list with `pageCount` pages: all of them up to 7; beyond, 7 slots that
 * always hold the first page, the last page and the current one with its neighbours, a gap
 * standing for each run of pages left out.
 * @example pageItems(10, 20) // [1, 'gap', 9, 10, 11, 'gap', 20]
 * @example pageItems(2, 20) // [1, 2, 3, 4, 5, 'gap', 20]
 */
export function pageItems(current: number, pageCount: number, max = MAX_PAGE_ITEMS): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= max) return range(1, count);
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  // One slot each for the first page, the last page and a gap; a gap always hides two pages or
  // more (hiding one would waste a slot the page itself could take).
  if (page <= max - 3) return [...range(1, max - 2), 'gap', count];
  if (page >= count - (max - 4)) return [1, 'gap', ...range(count - (max - 3), count)];
  const around = max - 4;
  const start = page - Math.floor((around - 1) / 2);
  return [1, 'gap', ...range(start, start + around - 1), 'gap', count];
}

/**
 * How many pages `total` items fill, `pageSize` to a page (at least 1).
 * @example pageCount(23, 10) // 3
 */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
