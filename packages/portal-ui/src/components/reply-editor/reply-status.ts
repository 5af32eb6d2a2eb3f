/** Where the reply stands, as the app's mutation tells it. */
export type ReplyStatus =
  | { status: 'idle' }
  /** `progress`: the fraction of large files sent so far (0 to 1), while they upload. */
  | { status: 'sending'; progress?: number }
  | { status: 'sent' }
  /** `message`: the server's Portuguese `mensagem`, when it sent one. */
  | { status: 'failed'; message?: string };

/** No reply under way. */
export const IDLE_REPLY: ReplyStatus = { status: 'idle' };
