import type { Db } from './database';
import { PgliteThread } from './pglite-thread';

/**
 * Gives bytes read from `db` back for reuse when `db` is the embedded PGlite (its worker decodes a
 * later piece into them: `PgliteThread.recycle`); on PostgreSQL it does nothing. The caller must
 * not touch `bytes` afterwards.
 * @example recycleBytes(db, piece) // after the socket has sent the piece
 */
export function recycleBytes(db: Db, bytes: Uint8Array): void {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PgliteThread) client.recycle(bytes);
}
