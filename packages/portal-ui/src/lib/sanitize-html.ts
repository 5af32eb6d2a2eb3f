import type { DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';
import { useEffect, useState } from 'react';
import { safeStyle } from './safe-style';

/** Options of a {@link Sanitizer}. */
export interface SanitizeHtmlOptions {
  /**
   * Rewrites an image's `src` (e.g. an FAQ's inline image to a `data:` URL). Return a new source,
   * `null` to drop the source (the image shows its alt text), or undefined to keep it.
   */
  imageSource?: (src: string) => string | null | undefined;
  /**
   * Loads images from outside the message (any source but a `data:` image, after `imageSource`).
   * Off by default, as in mail programs: such an image is a tracking pixel as often as a picture,
   * so it keeps only its alt text until the reader asks for it ('Mostrar imagens externas').
   */
  externalImages?: boolean;
  /** Called for each image from outside the message, loaded or not (to offer the button). */
  onExternalImage?: (src: string) => void;
}

/**
 * Untrusted HTML (FAQ answers, article bodies) made safe to render (ARCHITECTURE.md §8): DOMPurify
 * with its defaults (no scripts, no event handlers, no `javascript:` URLs), no forms, style sheets
 * or media, inline styles reduced to formatting (`safeStyle`: no positioning), links opening in a
 * new tab with `rel="noopener noreferrer"`, images optionally re-sourced, and images from outside
 * the message left unloaded unless asked for.
 */
export type Sanitizer = (html: string, options?: SanitizeHtmlOptions) => string;

/**
 * Elements a message from outside may not bring, their text content kept:
 * - forms and style sheets: a phishing form inside the portal's own page, or CSS that restyles it;
 * - `dialog`: an open dialog is absolutely positioned, over the portal;
 * - media and SVG/MathML images (`video`, `audio`, `source`, `track`, `image`, `feImage`,
 *   `mglyph`): they load from outside without a click, past the external-images control.
 */
const FORBIDDEN_TAGS = ['form', 'input', 'button', 'select', 'option', 'textarea', 'style', 'dialog', 'video', 'audio', 'source', 'track', 'image', 'feImage', 'mglyph'];

/**
 * Attributes dropped everywhere: `class` (the portal's own classes, some of them fixed or
 * absolutely positioned, would apply to the message), `srcset` and `background` (images from
 * outside beside `src`), `poster`, and the popover attributes (the top layer covers the page).
 */
const FORBIDDEN_ATTRIBUTES = ['class', 'srcset', 'background', 'poster', 'popover', 'popovertarget', 'popovertargetaction'];

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
  if ((name === 'href' || name === 'xlink:href') && node.namespaceURI === SVG_NS && node.localName !== 'a' && !data.attrValue.trim().startsWith('#')) {
    data.keepAttr = false;
  }
}

let loading: Promise<Sanitizer> | undefined;
let loaded: Sanitizer | undefined;

function build(purify: Purifier): Sanitizer {
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
      return purify.sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: FORBIDDEN_ATTRIBUTES });
    } finally {
      current = {};
    }
  };
}

/**
 * Loads the sanitiser once. DOMPurify (about 12 KB gzip) is fetched only when untrusted HTML is
 * about to be shown, so it stays out of the portal's first load; a private instance, so its hooks
 * never touch other users of the default one.
 * @example const sanitize = await loadSanitizer(); sanitize('<p onclick="x()">Oi<script>alert(1)</script></p>') // '<p>Oi</p>'
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => {
    loaded = build(createDOMPurify(window));
    return loaded;
  });
  return loading;
}

/**
 * The sanitiser for a component: undefined until it has loaded (at once after the first time), and
 * not even asked for while `needed` is false.
 * @example const sanitize = useSanitizer(); return sanitize ? <div dangerouslySetInnerHTML={{ __html: sanitize(html) }} /> : <LoadingIndicator />;
 */
export function useSanitizer(needed = true): Sanitizer | undefined {
  const [sanitizer, setSanitizer] = useState<Sanitizer | undefined>(() => loaded);
  useEffect(() => {
    let live = true;
    if (needed && !sanitizer) void loadSanitizer().then((ready) => live && setSanitizer(() => ready));
    return () => {
      live = false;
    };
  }, [needed, sanitizer]);
  return sanitizer;
}
