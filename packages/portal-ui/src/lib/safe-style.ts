/**
 * The inline styles untrusted HTML (article bodies, FAQ answers) may keep: what formats text and
 * boxes inside the message, nothing that takes the message out of its place. Everything else is
 * dropped, one declaration at a time:
 *
 * - positioning and layering (`position`, `inset`, `top`/`left`/`right`/`bottom`, `z-index`,
 *   `transform`, `translate`, `scale`, `rotate`): `position:fixed; inset:0` covered the whole
 *   portal with a fake page (a phishing overlay);
 * - anything that paints outside the box (`box-shadow`, `text-shadow`, `outline`,
 *   `outline-offset`, `filter`, `clip-path`, `mask`) and negative lengths (a negative margin or
 *   indent pulls content over the portal's own);
 * - fixed sizes (`width`, `height` and their `min-` forms in px, em…): only `auto` and
 *   percentages up to 100% stay, so a message never grows wider than its box; `max-` sizes stay,
 *   they can only shrink it;
 * - any value that could load something or run something: `url(`, `image-set(`, `var(`, `calc(`
 *   or any function but `rgb()`/`hsl()` colours, escapes (`\`), comments, and characters that
 *   could end the declaration (`;`, `{`, `}`, `<`, `>`, `@`, `!`).
 *
 * The declarations are parsed here, not by the browser, so the result is the same in every
 * environment; unknown properties are dropped (an allow-list, never a block-list).
 */
const KEEP = new Set([
  'color',
  'background-color',
  'background',
  'opacity',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-transform',
  'text-indent',
  'white-space',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'vertical-align',
  'direction',
  'list-style',
  'list-style-type',
  'list-style-position',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-width',
  'border-style',
  'border-color',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'display',
  'float',
  'clear',
  'table-layout',
  'caption-side',
  'empty-cells',
]);

/** Sizes that may only be `auto` or a share of the box. */
const BOX_SIZES = new Set(['width', 'height', 'min-width', 'min-height']);

/** Values made of keywords, numbers, units, colours, quoted font names, rgb()/hsl() and `/` (`font: 12px/1.5`). */
const SAFE_VALUE = /^[\w\s#%.,"'()/+-]*$/;
const FUNCTION = /([a-z-]+)\s*\(/gi;
const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const NEGATIVE = /(^|[\s,(])-\s*\.?\d/;
const IMPORTANT = /\s*!\s*important\s*$/i;

function keptValue(property: string, raw: string): string | undefined {
  const value = raw.replace(IMPORTANT, '').trim();
  if (value === '' || !SAFE_VALUE.test(value) || NEGATIVE.test(value)) return undefined;
  for (const [, name] of value.matchAll(FUNCTION)) if (!COLOUR_FUNCTIONS.has(name!.toLowerCase())) return undefined;
  // A quote left open would swallow the declarations after it.
  if ((value.match(/"/g)?.length ?? 0) % 2 !== 0 || (value.match(/'/g)?.length ?? 0) % 2 !== 0) return undefined;
  if (BOX_SIZES.has(property)) {
    const share = /^(\d{1,2}(\.\d+)?|100)%$/.test(value);
    if (value.toLowerCase() !== 'auto' && !share) return undefined;
  }
  return value;
}

/**
 * An inline `style` reduced to the declarations a message may keep (see the module comment);
 * '' when none is left.
 * @example safeStyle('color: red; position: fixed; inset: 0') // 'color: red'
 */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (!KEEP.has(property)) continue;
    const value = keptValue(property, declaration.slice(colon + 1));
    if (value !== undefined) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
