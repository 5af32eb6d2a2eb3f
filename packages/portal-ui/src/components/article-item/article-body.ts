import type { Article, Attachment } from '@chamados/api-contract';
import type { Sanitizer } from '../../lib/sanitize-html';

/** An article body ready for the DOM, and the inline images it did not place itself. */
export interface ArticleBody {
  html: string;
  /** Inline images the body does not reference: shown under it. */
  looseImages: InlineImage[];
  /** Images of other sites in the body: loaded only with `externalImages` (see the sanitiser). */
  externalImages: number;
}

/** Options of {@link articleBody}. */
export interface ArticleBodyOptions {
  /** Load the body's images from other sites (the reader asked: 'Mostrar imagens externas'). */
  externalImages?: boolean;
}

/** An inline image attachment as a `data:` URL. */
export interface InlineImage {
  attachment: Attachment;
  src: string;
}

const IMAGE_TYPE = /^image\/(png|jpe?g|gif|webp|bmp|avif)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The `data:` URL of an inline image attachment (`disposition: 'inline'` carries its base64
 * `content`), or undefined for anything else. SVG is left out: it may carry script.
 * @example inlineImageSource({ disposition: 'inline', contenttype: 'image/png', content: 'iVBOR…', … }) // 'data:image/png;base64,iVBOR…'
 */
export function inlineImageSource(attachment: Attachment): string | undefined {
  if (attachment.disposition !== 'inline' || !IMAGE_TYPE.test(attachment.contenttype)) return undefined;
  const content = (attachment.content ?? '').replace(/\s+/g, '');
  if (content === '' || !BASE64.test(content)) return undefined;
  return `data:${attachment.contenttype.toLowerCase()};base64,${content}`;
}

// An e-mail names an inline image `cid:<content-id>`, and mail programs build the content id from
// the file name ('image001.png@01D9…'). The contract carries no content id, so the file name is
// what can be matched.
function cidName(src: string): string | undefined {
  const match = /^cid:([^@]+)/i.exec(src.trim());
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return match[1]!.toLowerCase();
  }
}

/**
 * An article's HTML body made safe (ARCHITECTURE.md §8: DOMPurify drops scripts, event handlers
 * and `javascript:` URLs; links open in a new tab), with each `cid:` image replaced by its inline
 * attachment's data; a `cid:` image without one keeps only its alt text. Inline images the body
 * does not place are returned apart, to be shown under it. Images of other sites stay unloaded
 * unless `options.externalImages`; `externalImages` counts them.
 * @example articleBody(article, await loadSanitizer()).html // '<p>Olá</p><img src="data:image/png;base64,…">'
 */
export function articleBody(article: Pick<Article, 'corpo' | 'anexos'>, sanitize: Sanitizer, options: ArticleBodyOptions = {}): ArticleBody {
  const images = article.anexos.flatMap((attachment) => {
    const src = inlineImageSource(attachment);
    return src ? [{ attachment, src }] : [];
  });
  const placed = new Set<InlineImage>();
  let externalImages = 0;
  const html = sanitize(article.corpo, {
    externalImages: options.externalImages,
    onExternalImage: () => {
      externalImages += 1;
    },
    imageSource(src) {
      const name = cidName(src);
      if (name === undefined) return undefined;
      const image = images.find((candidate) => candidate.attachment.filename.toLowerCase() === name);
      if (!image) return null;
      placed.add(image);
      return image.src;
    },
  });
  return { html, looseImages: images.filter((image) => !placed.has(image)), externalImages };
}
