import { replyHtml } from '../first-article';
import type { Article as ArticleOut, Attachment as AttachmentOut } from '@chamados/api-contract';
import { toId, type ZArticle, type ZAttachment } from './znuny-types';

/** Files per article the download id can address (`articleNumber * 1000 + fileId`). */
export const FILES_PER_ARTICLE = 1000;
/** Inline images up to this size travel base64 in the detail; larger ones are downloads. */
export const INLINE_MAX_BYTES = 512 * 1024;

/** The customer sees an article when Znuny says so; everything else (internal notes) stays hidden. */
export const isVisible = (a: ZArticle) => toId(a.IsVisibleForCustomer) === 1;

/** Articles the customer wrote (or that were written in their name) are not news to them. */
export const isFromCustomer = (a: ZArticle) => a.SenderType === 'customer';

const mimeType = (t: string | undefined) => (t ?? '').split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';

/**
 * The attachment holding an article's HTML body, as Znuny's own ArticleAttachmentIndex finds it
 * (Kernel/System/Ticket/Article/Backend/MIMEBase/Base.pm): `file-1`/`file-2`/`file-1.html`,
 * text/html, inline.
 */
export function htmlBodyIndex(files: ZAttachment[]): number {
  return files.findIndex(
    (f) => (/^file-[12]$/.test(f.Filename) || f.Filename === 'file-1.html') && /text\/html/i.test(f.ContentType) && f.Disposition === 'inline',
  );
}

/** Inline images the HTML body shows through `cid:` links. */
export function inlineImageIndexes(files: ZAttachment[]): number[] {
  const out: number[] = [];
  files.forEach((f, i) => {
    if (/image/i.test(f.ContentType) && f.ContentID && Number(f.FilesizeRaw ?? 0) <= INLINE_MAX_BYTES) out.push(i);
  });
  return out;
}

/** The download id of an attachment, unique within its ticket, or 0 when it cannot have one. */
export function attachmentId(article: ZArticle, file: ZAttachment): number {
  const n = toId(article.ArticleNumber);
  const f = toId(file.FileID);
  if (!n || !f || f >= FILES_PER_ARTICLE || n * FILES_PER_ARTICLE + f > 2147483647) return 0;
  return n * FILES_PER_ARTICLE + f;
}

/** An article's files as the portal lists them: the HTML body is the article's text, not a file. */
export function listedFiles(article: ZArticle): { file: ZAttachment; index: number; id: number }[] {
  const files = article.Attachment ?? [];
  const body = htmlBodyIndex(files);
  return files
    .map((file, index) => ({ file, index, id: attachmentId(article, file) }))
    .filter((x) => x.index !== body && x.id > 0);
}

/** What the detail needs from the article contents: its HTML body and small inline images. */
export interface ArticleContents {
  html?: string;
  /** base64 by attachment index */
  inline: Map<number, string>;
}

/** An article as the portal shows it. */
export function articleOut(
  ticketId: number,
  a: ZArticle,
  seen: boolean,
  contents: ArticleContents | undefined,
  toIso: (text: string) => string,
): ArticleOut {
  const anexos = listedFiles(a).map(({ file, index, id }): AttachmentOut => {
    const inline = contents?.inline.get(index);
    return {
      id,
      disposition: inline !== undefined ? 'inline' : 'attachment',
      ...(inline !== undefined ? { content: inline } : {}),
      contenttype: mimeType(file.ContentType),
      filename: file.Filename,
      filesize: Number(file.FilesizeRaw ?? 0) || 0,
      url: `/api/ticket/${ticketId}/anexos/${id}`,
    };
  });
  return {
    id: toId(a.ArticleID),
    assunto: a.Subject ?? '',
    // Without an HTML version, the plain text is escaped and keeps its line breaks.
    corpo: contents?.html ?? replyHtml((a.Body ?? '').trim()),
    criado: toIso(a.CreateTime),
    tipo: isFromCustomer(a) ? 'entrada' : 'saida',
    de: a.From ?? '',
    visualizado: seen,
    anexos,
  };
}
