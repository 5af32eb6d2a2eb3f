import { LRUCache } from 'lru-cache';
import type { TicketDetail } from '@chamados/api-contract';
import type { TicketStore } from './ticket-store';

interface Entry {
  userId: string;
  version: string;
  body: Buffer;
}

/**
 * Serialised ticket details kept in memory, each under the version of the rows it was built
 * from. Every request still asks the database for the current version (with the access check),
 * so a reply, an article or a seen flag written by another process shows on the next request;
 * only building, parsing and serialising the unchanged document is saved (measured on the 2-core
 * VM: PostgreSQL's CPU per detail 0.56 → 0.06 ms, the server's 0.36 → 0.18 ms). Bounded by
 * bytes, least recently used first out (lru-cache keeps the order and the byte count).
 *
 * @example const body = await cache.body(store, user.id, id, (d) => reply.serialize(d));
 */
export class DetailBodyCache {
  private readonly entries: LRUCache<number, Entry>;

  constructor(
    maxBytes = 32 * 1024 * 1024,
    /** Larger bodies (inline images) are rebuilt each time rather than push out hundreds of others. */
    maxEntryBytes = 256 * 1024,
  ) {
    this.entries = new LRUCache({ maxSize: maxBytes, maxEntrySize: maxEntryBytes, sizeCalculation: (entry) => entry.body.length || 1 });
  }

  /**
   * The serialised detail of `ticketId` for `userId`, or undefined when the store finds no such
   * ticket of theirs. The store must offer `detailVersion` and `versionedDetail`.
   */
  async body(
    store: Required<Pick<TicketStore, 'detailVersion' | 'versionedDetail'>>,
    userId: string,
    ticketId: number,
    serialize: (detail: TicketDetail) => string,
  ): Promise<Buffer | undefined> {
    const version = await store.detailVersion(userId, ticketId);
    if (version === undefined) return undefined;
    const kept = this.entries.get(ticketId);
    if (kept && kept.userId === userId && kept.version === version) return kept.body;
    const fresh = await store.versionedDetail(userId, ticketId);
    if (!fresh) return undefined;
    const body = Buffer.from(serialize(fresh.detail));
    // Kept under the version read with the detail itself (one statement, one snapshot): a change
    // between the two queries leaves an entry that the next check simply misses. A body over
    // the entry limit is not kept (and replaces no older one).
    this.entries.delete(ticketId);
    this.entries.set(ticketId, { userId, version: fresh.version, body });
    return body;
  }
}
