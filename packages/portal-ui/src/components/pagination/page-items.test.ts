import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-items';

describe('pageItems', () => {
  it('shows every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('near the start: the first five pages, a gap, the last', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('in the middle: first, gap, the current page and its neighbours, gap, last', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('near the end: the first, a gap, the last five pages', () => {
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(8, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('never shows more than 7 items, always the current page, first and last, in order', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = pageItems(page, count);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(items.length).toBeLessThanOrEqual(7);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        // A gap stands for two pages or more: one page would fit in its slot.
        items.forEach((item, i) => {
          if (item === 'gap') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a page out of range', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(23, 10)).toBe(3);
  });
});
