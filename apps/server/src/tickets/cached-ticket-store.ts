import type { AuthUser } from '../auth/claims';
import type { ListState, ReplyBody, TicketDetail, TicketPage } from '@chamados/api-contract';
import type { IncomingFile } from './incoming-file';
import type { NewTicket, TicketStore } from './ticket-store';

interface UserCache {
  /** Bumped by every write of the user: a read that started before it must not be kept. */
  generation: number;
  entries: Map<string, unknown>;
}

/**
 * A per-user read cache in front of a ticket store. The portal polls lists, counts and details
 * every two minutes per open tab; with the embedded PGlite (one process owns the database, so
 * every write passes here) the answers are exact until that user's next write, which drops the
 * user's entries. Off for PostgreSQL by default, where other processes may write too.
 */
export class CachedTicketStore implements TicketStore {
  private readonly users = new Map<string, UserCache>();

  constructor(
    private readonly inner: TicketStore,
    private readonly maxUsers = 5000,
    private readonly maxEntriesPerUser = 100,
  ) {}

  private user(userId: string): UserCache {
    let u = this.users.get(userId);
    if (u) {
      // Map order is recency: re-insert to mark as recently used.
      this.users.delete(userId);
    } else {
      u = { generation: 0, entries: new Map() };
      if (this.users.size >= this.maxUsers) this.users.delete(this.users.keys().next().value!);
    }
    this.users.set(userId, u);
    return u;
  }

  private async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
    const u = this.user(userId);
    if (u.entries.has(key)) return u.entries.get(key) as T;
    const generation = u.generation;
    const value = await load();
    if (u.generation === generation && this.users.get(userId) === u) {
      if (u.entries.size >= this.maxEntriesPerUser) u.entries.clear();
      u.entries.set(key, value);
    }
    return value;
  }

  /**
   * Drops what is kept for a user whose tickets changed elsewhere: the Central de Atendimento
   * writes to a student's tickets without passing through this store.
   */
  forget(userId: string): void {
    this.invalidate(userId);
  }

  private invalidate(userId: string): void {
    const u = this.users.get(userId);
    if (u) {
      u.generation++;
      u.entries.clear();
    }
  }

  private async write<T>(userId: string, action: () => Promise<T>): Promise<T> {
    this.invalidate(userId);
    try {
      return await action();
    } finally {
      this.invalidate(userId);
    }
  }

  create(user: AuthUser, input: NewTicket, files?: readonly IncomingFile[], now?: Date) {
    return this.write(user.id, () => this.inner.create(user, input, files, now));
  }
  list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage> {
    return this.read(userId, `l:${estado}:${offset}:${limit}`, () => this.inner.list(userId, estado, offset, limit));
  }
  search(userId: string, text: string, offset: number, limit: number): Promise<TicketPage> {
    return this.read(userId, `s:${offset}:${limit}:${text}`, () => this.inner.search(userId, text, offset, limit));
  }
  detail(userId: string, ticketId: number): Promise<TicketDetail | undefined> {
    return this.read(userId, `d:${ticketId}`, () => this.inner.detail(userId, ticketId));
  }
  reply(user: AuthUser, ticketId: number, input: ReplyBody, files?: readonly IncomingFile[], now?: Date) {
    return this.write(user.id, () => this.inner.reply(user, ticketId, input, files, now));
  }
  unseenCount(userId: string, estado: ListState): Promise<number> {
    return this.read(userId, `u:${estado}`, () => this.inner.unseenCount(userId, estado));
  }
  markSeen(userId: string, ticketId: number, articleId: number): Promise<boolean> {
    return this.write(userId, () => this.inner.markSeen(userId, ticketId, articleId));
  }
  attachment(userId: string, ticketId: number, attachmentId: number) {
    return this.inner.attachment(userId, ticketId, attachmentId);
  }
  endService(user: AuthUser, input: { ticketId?: number; arvore: string; log: string[] }) {
    return this.inner.endService(user, input);
  }
}
