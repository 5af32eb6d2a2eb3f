import type { ReplyText } from '@chamados/portal-ui';
import { SESSION_DATA_PREFIX } from '../../auth';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key of a reply being written to one ticket by one user; 'Sair' clears every such key. */
export const replyDraftKey = (userId: string, ticketId: number) =>
  `${SESSION_DATA_PREFIX}resposta.${userId}.${ticketId}`;

/**
 * The subject and message of a reply being written, so a reload (the service worker's update
 * reload too) or a closed tab does not lose them. Files are not kept: their bytes may not fit
 * localStorage.
 */
export function readReplyDraft(
  storage: DraftStorage,
  userId: string,
  ticketId: number,
): ReplyText | undefined {
  try {
    const raw = storage.getItem(replyDraftKey(userId, ticketId));
    const draft = raw ? (JSON.parse(raw) as Partial<ReplyText>) : undefined;
    return typeof draft?.assunto === 'string' && typeof draft.corpo === 'string'
      ? { assunto: draft.assunto, corpo: draft.corpo }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with null — Cancelar, or sent — drops) the reply being written. */
export function writeReplyDraft(
  storage: DraftStorage,
  userId: string,
  ticketId: number,
  text: ReplyText | null,
): void {
  const key = replyDraftKey(userId, ticketId);
  try {
    if (text) storage.setItem(key, JSON.stringify(text));
    else storage.removeItem(key);
  } catch {
    // Over the quota or blocked: the reply goes on in the page.
  }
}
