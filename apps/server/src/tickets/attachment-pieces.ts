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
