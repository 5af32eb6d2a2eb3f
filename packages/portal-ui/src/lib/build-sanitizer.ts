import type { DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';
import { safeStyle } from './safe-style';
import type { SanitizeHtmlOptions, Sanitizer } from './sanitize-html';

/**
 * Elements a message from outside may not bring, their text content kept:
 * - forms and style sheets: a phishing form inside the portal's own page, or CSS that restyles it;
 * - `dialog`: an open dialog is absolutely positioned, over the portal;
 * - media and SVG/MathML images (`video`, `audio`, `source`, `track`, `image`, `feImage`,
 *   `mglyph`): they load from outside without a click, past the external-images control.
 */
const FORBIDDEN_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'dialog',
  'video',
  'audio',
  'source',
  'track',
  'image',
  'feImage',
  'mglyph',
];

/**
 * Attributes dropped everywhere: `class` (the portal's own classes, some of them fixed or
 * absolutely positioned, would apply to the message), `srcset` and `background` (images from
 * outside beside `src`), `poster`, and the popover attributes (the top layer covers the page).
 */
const FORBIDDEN_ATTRIBUTES = [
  'class',
  'srcset',
  'background',
  'poster',
  'popover',
  'popovertarget',
  'popovertargetaction',
];

/** Text attributes, where a backslash or a parenthesis is just text. */
const TEXT_ATTRIBUTES = new Set(['alt', 'title']);
const SVG_NS = 'http://www.w3.org/2000/svg';
/** A source the message carries itself. */
const INLINE_IMAGE = /^data:image\//i;

/**
 * A CSS reference in an attribute (SVG's `fill="url(…)"`, `filter`, `mask`…) can load from
 * outside; an escape can spell `url(` without the letters.
 */
function loadsSomething(name: string, value: string): boolean {
  if (TEXT_ATTRIBUTES.has(name)) return false;
  return /url\s*\(/i.test(value) || (value.includes('\\') && value.includes('('));
}

function checkAttribute(node: Element, data: UponSanitizeAttributeHookEvent): void {
  const name = data.attrName;
  if (name === 'style') {
    const style = safeStyle(data.attrValue);
    if (style) data.attrValue = style;
    else data.keepAttr = false;
    return;
  }
  if (loadsSomething(name, data.attrValue)) {
    data.keepAttr = false;
    return;
  }
  // SVG references (gradients, text paths) may point inside the message only; links stay links.
  if (
    (name === 'href' || name === 'xlink:href') &&
    node.namespaceURI === SVG_NS &&
    node.localName !== 'a' &&
    !data.attrValue.trim().startsWith('#')
  ) {
    data.keepAttr = false;
  }
}

/**
 * The portal's rules on a private DOMPurify instance (see {@link Sanitizer}); loaded with DOMPurify
 * by `loadSanitizer`, so neither is in a first load.
 * @example const sanitize = buildSanitizer(createDOMPurify(window));
 */
export function buildSanitizer(purify: Purifier): Sanitizer {
  let current: SanitizeHtmlOptions = {};
  purify.addHook('uponSanitizeAttribute', checkAttribute);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const original = node.getAttribute('src');
      const replaced = original === null ? undefined : current.imageSource?.(original);
      const src = (replaced === undefined ? original : replaced)?.trim() ?? '';
      const outside = src !== '' && !INLINE_IMAGE.test(src);
      if (outside) current.onExternalImage?.(src);
      if (src === '' || (outside && !current.externalImages)) node.removeAttribute('src');
      else if (replaced) node.setAttribute('src', replaced);
    }
    // Links in untrusted content leave the portal in a new tab and learn nothing about it.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html, options = {}) => {
    current = options;
    try {
      return purify.sanitize(html, {
        FORBID_TAGS: FORBIDDEN_TAGS,
        FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
      });
    } finally {
      current = {};
    }
  };
}
