import type { Tx } from '../db/database';
import { attachmentPieces, attachments } from '../db/schema';
import { bufferedFile, type IncomingFile } from './incoming-file';

/** Bytes per stored piece of an attachment (512 KiB). */
export const ATTACHMENT_PIECE_BYTES = 512 * 1024;

/** An attachment row to write, with its bytes in memory (the seed's small files). */
export interface NewAttachment {
  articleId: number;
  ticketId: number;
  filename: string;
  contentType: string;
  disposition: string;
  filesize: number;
  content: Buffer;
}

/** `insertFiles` for attachments whose bytes are in memory, each with its own article. */
export async function insertAttachments(tx: Tx, files: NewAttachment[]): Promise<void> {
  for (const { articleId, ticketId, disposition, filename, contentType, content } of files) {
    await insertFiles(tx, { articleId, ticketId, disposition }, [bufferedFile(filename, contentType, content)]);
  }
}

/** Where the files of one article go. */
export interface AttachmentTarget {
  articleId: number;
  ticketId: number;
  disposition: string;
}

/**
 * Writes attachments inside the caller's transaction: the row, then its bytes one 512 KiB piece
 * per statement, read from the file as they are written, so neither the event loop (and PGlite)
 * nor memory ever holds a whole 18 MB file. An empty file keeps one empty piece. A file that
 * does not end up the size it announced fails the transaction: nothing of it stays.
 */
export async function insertFiles(tx: Tx, target: AttachmentTarget, files: readonly IncomingFile[]): Promise<void> {
  for (const file of files) {
    const [inserted] = await tx
      .insert(attachments)
      .values({ ...target, filename: file.filename, contentType: file.contentType, filesize: file.size })
      .returning({ id: attachments.id });
    const attachmentId = inserted!.id;
    let seq = 0;
    let written = 0;
    for await (const piece of file.pieces(ATTACHMENT_PIECE_BYTES)) {
      // Sent before the next piece is read into the same buffer: the driver has encoded it by then.
      await tx.insert(attachmentPieces).values({ attachmentId, seq: seq++, bytes: piece });
      written += piece.length;
    }
    if (written !== file.size) throw new Error(`attachment ${file.filename}: ${written} bytes read, ${file.size} announced`);
  }
}
