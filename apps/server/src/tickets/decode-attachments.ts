import { MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import { payloadTooLarge, badRequest } from '../lib/http-error';
import { messages } from '../messages';
import { safeContentType, sanitizeFileName } from './file-name';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DecodedFile {
  filename: string;
  contentType: string;
  filesize: number;
  content: Buffer;
}

/**
 * Decodes the base64 attachments of the JSON form (small bodies only: files of any size come as
 * multipart), sanitising names and types, and refuses the whole lot (before anything is written)
 * when one is not base64 or the total passes the limit.
 */
export function decodeAttachments(files: { filename: string; contentType: string; content: string }[]): DecodedFile[] {
  let total = 0;
  const out: DecodedFile[] = [];
  for (const f of files) {
    const filename = sanitizeFileName(f.filename);
    const b64 = f.content.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
    if (b64.length % 4 === 1 || !BASE64.test(b64)) throw badRequest(messages.attachmentInvalidBase64(filename));
    const content = Buffer.from(b64, 'base64');
    total += content.length;
    if (total > MAX_ATTACHMENTS_BYTES) throw payloadTooLarge(messages.attachmentsTooLarge);
    out.push({ filename, contentType: safeContentType(f.contentType), filesize: content.length, content });
  }
  return out;
}
