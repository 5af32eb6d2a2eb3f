import type { Tx } from '../db/database';
import { attachmentPieces, attachments } from '../db/schema';

/** Bytes per stored piece of an attachment (512 KiB). */
export const ATTACHMENT_PIECE_BYTES = 512 * 1024;

/** An attachment row to write, with its bytes. */
export interface NewAttachment {
  articleId: number;
  ticketId: number;
  filename: string;
  contentType: string;
  disposition: string;
  filesize: number;
  content: Buffer;
}

/**
 * Writes attachments inside the caller's transaction: the row, then its bytes one 512 KiB piece
 * per statement, so the event loop (and PGlite, which runs in it) is never held by one 18 MB
 * statement. An empty file keeps one empty piece.
 */
export async function insertAttachments(tx: Tx, files: NewAttachment[]): Promise<void> {
  for (const { content, ...row } of files) {
    const [inserted] = await tx.insert(attachments).values(row).returning({ id: attachments.id });
    const attachmentId = inserted!.id;
    let seq = 0;
    for (let start = 0; start === 0 || start < content.length; start += ATTACHMENT_PIECE_BYTES) {
      await tx.insert(attachmentPieces).values({ attachmentId, seq: seq++, bytes: content.subarray(start, start + ATTACHMENT_PIECE_BYTES) });
    }
  }
}
