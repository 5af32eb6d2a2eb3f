/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Checks that run in the page (Playwright serialises each function and calls it there): each is
// self-contained, uses only the DOM, and returns what it found wrong, so an assertion names it.
// The DOM types come from the references above, so the type checker sees this code like any other.

/** Words of the elements matching `selector` inside `root` that the layout split over two lines. */
export function brokenWords({ root, selector }: { root: string; selector: string }): string[] {
  const broken: string[] = [];
  for (const element of document.querySelector(root)?.querySelectorAll(selector) ?? []) {
    if (element.getClientRects().length === 0 || getComputedStyle(element).display === 'none') continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** Table cells inside `root` whose content is wider than the cell (clipped or scrolling). */
export function clippedCells(root: string): string[] {
  return [...(document.querySelector(root)?.querySelectorAll('td, th') ?? [])]
    .filter((cell) => cell.getBoundingClientRect().width > 1 && cell.scrollWidth > cell.clientWidth + 1)
    .map((cell) => cell.textContent ?? '');
}

/**
 * Column labels of stacked table rows (a phone) narrower than their longest word: the label is the
 * cell's ::before, in the first track of the cell's grid, so its width is that track's.
 */
export function crampedCellLabels(root: string): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  const cramped: string[] = [];
  for (const cell of document.querySelector(root)?.querySelectorAll<HTMLElement>('td[data-label]') ?? []) {
    const style = getComputedStyle(cell);
    if (style.display !== 'grid' || cell.getClientRects().length === 0) continue;
    const track = parseFloat(style.gridTemplateColumns.split(' ')[0]!);
    context.font = getComputedStyle(cell, '::before').font;
    for (const word of (cell.dataset.label ?? '').split(/\s+/)) {
      if (context.measureText(word).width > track + 0.5) cramped.push(word);
    }
  }
  return cramped;
}

/** Tables inside `root` wider than their box (they would scroll sideways inside it), by label. */
export function overflowingTables(root: string): (string | null)[] {
  return [...(document.querySelector(root)?.querySelectorAll('table') ?? [])]
    .filter((table) => table.getClientRects().length > 0 && table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
    .map((table) => table.getAttribute('aria-labelledby'));
}

/** The page's scroll width and the window's: equal when nothing scrolls sideways. */
export const pageWidths = (): [number, number] => [document.documentElement.scrollWidth, window.innerWidth];

/**
 * Whether every stylesheet of the page has loaded. A browser paints nothing before them, but the
 * DOM (and so a role query) is there earlier: what the CSS hides (the prerendered 'Entrar' before
 * the session is known) counts as shown until then.
 */
export function stylesheetsLoaded(): boolean {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null);
}
