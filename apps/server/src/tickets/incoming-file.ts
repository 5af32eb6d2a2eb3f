import { createHash } from 'node:crypto';
import fs from 'node:fs';
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
  /**
   * The bytes in order, in pieces of `pieceBytes` (the last one shorter; one empty piece for an
   * empty file). A piece is valid until the next is asked for: a spooled file reads every piece
   * into the same buffer, so writing 18 MB allocates 512 KiB, not 18 MB of garbage.
   */
  pieces(pieceBytes: number): AsyncIterable<Buffer>;
}

/** A file whose bytes are already in memory (a small base64 attachment of the JSON form). */
export function bufferedFile(filename: string, contentType: string, content: Buffer): IncomingFile {
  return {
    filename,
    contentType,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    async *pieces(pieceBytes: number) {
      for (let start = 0; start === 0 || start < content.length; start += pieceBytes) yield content.subarray(start, start + pieceBytes);
    },
  };
}

/** The whole file in memory: only for Znuny, whose API takes each file as base64 in JSON. */
export async function readWhole(file: IncomingFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  // Copies: pieces share one buffer.
  for await (const piece of file.pieces(1048576)) parts.push(Buffer.from(piece));
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

/** A file streamed to disk: its pieces are read back one at a time into one buffer. */
export function spooledFile(filename: string, contentType: string, size: number, sha256: string, file: string): IncomingFile {
  return {
    filename,
    contentType,
    size,
    sha256,
    async *pieces(pieceBytes: number) {
      const handle = await fs.promises.open(file, 'r');
      try {
        const buffer = Buffer.allocUnsafeSlow(Math.min(pieceBytes, Math.max(size, 1)));
        let position = 0;
        do {
          const want = Math.min(buffer.length, size - position);
          let filled = 0;
          while (filled < want) {
            const { bytesRead } = await handle.read(buffer, filled, want - filled, position + filled);
            if (bytesRead === 0) throw new Error(`spool file of ${filename} ends before its ${size} bytes`);
            filled += bytesRead;
          }
          position += filled;
          yield buffer.subarray(0, filled);
        } while (position < size);
      } finally {
        await handle.close();
      }
    },
  };
}
