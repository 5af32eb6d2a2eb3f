import { useEffect, useState } from 'react';

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

let loading: Promise<Sanitizer> | undefined;
let loaded: Sanitizer | undefined;

/**
 * Loads the sanitiser once. DOMPurify (about 12 KB gzip) is fetched only when untrusted HTML is
 * about to be shown, so it stays out of the portal's first load; a private instance, so its hooks
 * never touch other users of the default one.
 * @example const sanitize = await loadSanitizer(); sanitize('<p onclick="x()">Oi<script>alert(1)</script></p>') // '<p>Oi</p>'
 */
export function loadSanitizer(): Promise<Sanitizer> {
  // DOMPurify and our rules (build-sanitizer.ts, with safe-style) load together, on first use.
  loading ??= Promise.all([import('dompurify'), import('./build-sanitizer')]).then(
    ([{ default: createDOMPurify }, { buildSanitizer }]) => {
      loaded = buildSanitizer(createDOMPurify(window));
      return loaded;
    },
  );
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
    if (needed && !sanitizer)
      void loadSanitizer().then((ready) => live && setSanitizer(() => ready));
    return () => {
      live = false;
    };
  }, [needed, sanitizer]);
  return sanitizer;
}
