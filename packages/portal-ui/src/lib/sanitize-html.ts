import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useState } from 'react';

/** Options of a {@link Sanitizer}. */
export interface SanitizeHtmlOptions {
  /**
   * Rewrites an image's `src` (e.g. an FAQ's inline image to a `data:` URL). Return a new source,
   * `null` to drop the source (the image shows its alt text), or undefined to keep it.
   */
  imageSource?: (src: string) => string | null | undefined;
}

/**
 * Untrusted HTML (FAQ answers, article bodies) made safe to render (ARCHITECTURE.md §8): DOMPurify
 * with its defaults (no scripts, no event handlers, no `javascript:` URLs) and no forms or style
 * sheets, links opening in a new
 * tab with `rel="noopener noreferrer"`, and images optionally re-sourced.
 */
export type Sanitizer = (html: string, options?: SanitizeHtmlOptions) => string;

/**
 * DOMPurify's defaults keep forms and style sheets; in a message from outside they are a phishing
 * form inside the portal's own page or CSS that restyles it. Their text content stays.
 */
const FORBIDDEN_TAGS = ['form', 'input', 'button', 'select', 'option', 'textarea', 'style'];

let loading: Promise<Sanitizer> | undefined;
let loaded: Sanitizer | undefined;

function build(purify: Purifier): Sanitizer {
  let current: SanitizeHtmlOptions = {};
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      const replaced = src === null ? undefined : current.imageSource?.(src);
      if (replaced === null) node.removeAttribute('src');
      else if (replaced !== undefined) node.setAttribute('src', replaced);
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
      return purify.sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS });
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
