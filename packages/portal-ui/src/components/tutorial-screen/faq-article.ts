import type { FaqItem } from '@chamados/api-contract';
import type { Sanitizer } from '../../lib/sanitize-html';

/**
 * The FAQ article of a `fonte: otrs` tutorial, as the app has it: loading, failed or there (the
 * first item `GET /api/faq/{id}` answered), for the tutorial `url` it was fetched for.
 */
export type FaqState = { url: string } & ({ status: 'loading' } | { status: 'error' } | { status: 'ready'; article: FaqItem });

// Znuny references an inline image as '...;Subaction=DownloadAttachment;ItemID=1;FileID=2'.
const FILE_ID = /[?;&]FileID=(\d+)$/;
const IMAGE_TYPE = /^image\/[\w.+-]+$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An FAQ answer ready for the DOM. */
export interface FaqArticleHtml {
  html: string;
  /** Images of other sites in the answer: loaded only with `externalImages` (see the sanitiser). */
  externalImages: number;
}

/**
 * The article's answer as safe HTML (`sanitize`, from `loadSanitizer`) whose inline images are
 * `data:` URLs built from the matching attachments; an inline image without a usable attachment
 * keeps only its alt text. Images of other sites stay unloaded unless `options.externalImages`.
 * @example faqArticleHtml(article, await loadSanitizer()).html // '… <img src="data:image/png;base64,…" alt="Tela"> …'
 */
export function faqArticleHtml(
  article: Pick<FaqItem, 'Field3' | 'Attachment'>,
  sanitize: Sanitizer,
  options: { externalImages?: boolean } = {},
): FaqArticleHtml {
  const files = new Map((article.Attachment ?? []).map((file) => [String(file.FileID), file]));
  let externalImages = 0;
  const html = sanitize(article.Field3 ?? '', {
    externalImages: options.externalImages,
    onExternalImage: () => {
      externalImages += 1;
    },
    imageSource(src) {
      const id = FILE_ID.exec(src.trim())?.[1];
      if (id === undefined) return undefined;
      const file = files.get(id);
      const content = file?.Content.replace(/\s+/g, '') ?? '';
      if (!file || !IMAGE_TYPE.test(file.ContentType) || content === '' || !BASE64.test(content)) return null;
      return `data:${file.ContentType};base64,${content}`;
    },
  });
  return { html, externalImages };
}
