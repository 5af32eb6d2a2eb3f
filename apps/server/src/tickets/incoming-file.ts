import { createHash } from 'node:crypto';
import { MAX_ATTACHMENTS_BYTES } from '@chamados/api-contract';
import { payloadTooLarge } from '../lib/http-error';
import { messages } from '../messages';
import { decodeAttachments } from './decode-attachments';

/**
 * A file of a ticket creation or reply as the stores take it: its name and type already made
 * safe, its size and SHA-256 known, and its bytes read again on demand (from the spool file a
 * multipart upload was streamed into, or from the few bytes a base64 attachment decoded to).
 */
export interface IncomingFile {
  filename: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes: Znuny's creation key tells two uploads apart by it. */
  sha256: string;
  /** The bytes in order, in chunks of any size. */
  chunks(): AsyncIterable<Buffer>;
}

/** A file whose bytes are already in memory (a small base64 attachment of the JSON form). */
export function bufferedFile(filename: string, contentType: string, content: Buffer): IncomingFile {
  return {
    filename,
    contentType,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    async *chunks() {
      yield content;
    },
  };
}

/** The whole file in memory: only for Znuny, whose API takes each file as base64 in JSON. */
export async function readWhole(file: IncomingFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of file.chunks()) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * Every file of a creation or reply: the base64 ones of the JSON form (decoded, names made safe)
 * and the streamed ones, refused as a whole (before anything is written) when the total passes
 * the attachment limit.
 */
export function attachmentsOf(base64: { filename: string; contentType: string; content: string }[], streamed: readonly IncomingFile[]): IncomingFile[] {
  const files = [...decodeAttachments(base64).map((f) => bufferedFile(f.filename, f.contentType, f.content)), ...streamed];
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_ATTACHMENTS_BYTES) throw payloadTooLarge(messages.attachmentsTooLarge);
  return files;
}
