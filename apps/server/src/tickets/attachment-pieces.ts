import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { recycleBytes } from '../db/recycle-bytes';
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
 *
 * Sent pieces can go back to the database's reader (`recycleSentPieces`): without it each piece
 * is garbage the collector frees late, because a 512 KiB buffer held for a socket's write
 * outlives young collections; three 18 MB downloads at once left 60 MB of them behind.
 */
export class AttachmentStream extends Readable {
  private readonly pieces: AsyncGenerator<Buffer>;
  /** Pieces handed on, oldest first, while recycling: the last two may still be in the socket. */
  private readonly handedOn: Buffer[] = [];
  private recycling = false;

  constructor(
    private readonly db: Db,
    attachmentId: number,
  ) {
    super({ objectMode: true, highWaterMark: 1 });
    this.pieces = attachmentPiecesOf(db, attachmentId);
  }

  /**
   * From now on, a piece is given back for reuse once its second successor is asked for. Only
   * for a consumer that writes each piece to a socket and asks for more after the socket took it
   * (a pipe into an HTTP response: it pauses until 'drain', so when piece n+2 is read, piece n has
   * been written). A consumer that keeps the pieces it gets (a test's collector) must not call it.
   */
  recycleSentPieces(): void {
    this.recycling = true;
  }

  override _read(): void {
    if (this.recycling && this.handedOn.length >= 2) recycleBytes(this.db, this.handedOn.shift()!);
    this.pieces.next().then(
      ({ value, done }) => {
        if (done) return void this.push(null);
        if (this.recycling) this.handedOn.push(value);
        this.push(value);
      },
      (err: unknown) => this.destroy(err as Error),
    );
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    // Pieces still held are the collector's: a destroyed socket may hold them yet.
    this.handedOn.length = 0;
    this.pieces.return(undefined).then(
      () => callback(err),
      () => callback(err),
    );
  }
}

/** A download's body (see `AttachmentStream`). */
export function attachmentStream(db: Db, attachmentId: number): AttachmentStream {
  return new AttachmentStream(db, attachmentId);
}
