import type {
  CreatedTicket,
  EndServiceBody,
  EndServiceResult,
  ListState,
  ReplyBody,
  TicketDetail,
  TicketPage,
} from '@chamados/api-contract';
import type { Readable } from 'node:stream';
import type { TicketRequest } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { IncomingFile } from './incoming-file';

/** A downloaded attachment: its bytes and how to name and type them. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  /** The bytes, or a stream of them (both stores stream downloads). */
  content: Buffer | Readable;
  /** The length in bytes, when known before the first byte (sent as Content-Length). */
  size?: number;
}

/**
 * A ticket as the server derived it from the walk it replayed (walks/walk-replay.ts): tree-engine's
 * request without files (they come apart, in the walk's order) and with `origem`, which names the
 * request it came from — a retry of the same request carries the same, another request another —
 * so a store that must not create twice (Znuny's idempotency key) can tell them apart.
 */
export type NewTicket = Omit<TicketRequest, 'anexos'> & { origem: string };

/** A detail and the version of the rows it was built from, read together (one snapshot). */
export interface VersionedDetail {
  detail: TicketDetail;
  version: string;
}

/**
 * Where tickets live. The built-in store keeps them in the database; a Znuny/OTRS
 * GenericInterface connector is a second implementation. Every method is scoped to one user: a
 * ticket of someone else is simply not found. Inputs and outputs are the HTTP contract's types;
 * `create` and `reply` also take the files streamed beside the body (multipart), checked with
 * the body's base64 ones against the one attachment limit. A new ticket is what the server derived
 * from the walk it replayed, never what a client sent.
 */
export interface TicketStore {
  create(user: AuthUser, ticket: NewTicket, files?: readonly IncomingFile[], now?: Date): Promise<CreatedTicket>;
  list(userId: string, estado: ListState, offset: number, limit: number): Promise<TicketPage>;
  search(userId: string, text: string, offset: number, limit: number): Promise<TicketPage>;
  detail(userId: string, ticketId: number): Promise<TicketDetail | undefined>;
  /**
   * Optional, for a store that reads the database on every call: the detail's version (a short
   * text that changes whenever the detail would), checked by the database with the access rule.
   * The route then keeps serialised details and rebuilds one only when its version changed.
   */
  detailVersion?(userId: string, ticketId: number): Promise<string | undefined>;
  /** With `detailVersion`: the detail and its version, read together. */
  versionedDetail?(userId: string, ticketId: number): Promise<VersionedDetail | undefined>;
  reply(user: AuthUser, ticketId: number, input: ReplyBody, files?: readonly IncomingFile[], now?: Date): Promise<TicketDetail | undefined>;
  unseenCount(userId: string, estado: ListState): Promise<number>;
  markSeen(userId: string, ticketId: number, articleId: number): Promise<boolean>;
  attachment(userId: string, ticketId: number, attachmentId: number): Promise<AttachmentFile | undefined>;
  endService(user: AuthUser, input: EndServiceBody): Promise<EndServiceResult | undefined>;
}
