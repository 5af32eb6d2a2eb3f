import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Options of {@link sanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /**
   * Rewrites an image's `src` (e.g. an FAQ's inline image to a `data:` URL). Return a new source,
   * `null` to drop the source (the image shows its alt text), or undefined to keep it.
   */
  imageSource?: (src: string) => string | null | undefined;
}

let purifier: Purifier | undefined;
let current: SanitizeHtmlOptions = {};

// One private DOMPurify instance, so these hooks never touch other users of the default one; built
// on first use, so importing this module is safe where there is no DOM (prerendering).
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
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
  return purifier;
}

/**
 * Untrusted HTML (FAQ answers, article bodies) made safe to render (ARCHITECTURE.md §8): DOMPurify
 * with its defaults (no scripts, no event handlers, no `javascript:` URLs), links opening in a new
 * tab with `rel="noopener noreferrer"`, and images optionally re-sourced.
 * @example sanitizeHtml('<p onclick="x()">Oi<script>alert(1)</script></p>') // '<p>Oi</p>'
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  const purify = instance();
  current = options;
  try {
    return purify.sanitize(html);
  } finally {
    current = {};
  }
}
