import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attachmentPieces } from '../db/schema';

/**
 * A file's bytes piece by piece, one query each: no single query holds the event loop or memory
 * for a whole 18 MB file, and a slow client reads at its pace (the stream waits for it). The
 * student's and the agents' downloads both read through here.
 */
export async function* attachmentPiecesOf(db: Db, attachmentId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [piece] = await db
      .select({ bytes: attachmentPieces.bytes })
      .from(attachmentPieces)
      .where(and(eq(attachmentPieces.attachmentId, attachmentId), eq(attachmentPieces.seq, seq)));
    if (!piece) return;
    if (piece.bytes.length > 0) yield piece.bytes;
  }
}

/**
 * A download's body: the pieces as a stream that reads one piece ahead of the socket, not
 * sixteen (Readable.from's default for objects, 8 MB of an attachment's 512 KiB pieces). A
 * download then holds about three pieces at a time (the one in the socket's buffer, the one
 * waiting, the one being read): 1.5 MB, whatever the file's size and however slow the client.
 */
export function attachmentStream(db: Db, attachmentId: number): Readable {
  return Readable.from(attachmentPiecesOf(db, attachmentId), { objectMode: true, highWaterMark: 1 });
}
