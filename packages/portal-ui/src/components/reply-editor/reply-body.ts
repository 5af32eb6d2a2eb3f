import type { ReplyBody } from '@chamados/api-contract';
import { TICKET_TIME_ZONE } from '@chamados/tree-engine';
import type { ReadFile } from '../../lib/use-file-reads';

/** What the reply editor holds when Enviar is pressed. */
export interface ReplyDraft {
  assunto: string;
  corpo: string;
  files: readonly ReadFile[];
  /** The user's e-mail (`de`); the server takes the sender from the token anyway. */
  from?: string;
}

/**
 * Turns the typed text into the reply body's HTML as the server expects it: line breaks become
 * `<br>` (spec §3) and nothing else is touched — the server escapes every other `<`, so the text
 * arrives as typed.
 * @example replyCorpo('Olá!\nObrigada.') // 'Olá!<br>Obrigada.'
 */
export function replyCorpo(text: string): string {
  return text.trim().replace(/\r\n?|\n/g, '<br>');
}

let formatter: Intl.DateTimeFormat | undefined;

/**
 * `criado` as spec §3 writes it, 'YYYY-MM-DD HH:mm:ss', in the ticket system's time zone
 * (America/Sao_Paulo, as every date of the portal). The browser's `Intl` does it: luxon would add
 * about 20 KB gzip to the detail page for this one string.
 * @example replyTimestamp(new Date('2025-06-11T14:02:05Z')) // '2025-06-11 11:02:05'
 */
export function replyTimestamp(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TICKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The contract's `ReplyBody` for `POST /api/ticket/{id}`: assunto, corpo with `<br>`, the files as
 * base64 (filename, contenttype, content, size), `de` and `criado`.
 * @example buildReplyBody({ assunto: 'Re: [Ticket#2025…]', corpo: 'Oi\nTchau', files: [] }, now).corpo // 'Oi<br>Tchau'
 */
export function buildReplyBody(draft: ReplyDraft, now: Date): ReplyBody {
  return {
    assunto: draft.assunto.trim(),
    corpo: replyCorpo(draft.corpo),
    anexos: draft.files.map((file) => ({ filename: file.filename, contenttype: file.contentType, content: file.content, size: file.size })),
    ...(draft.from ? { de: draft.from } : {}),
    criado: replyTimestamp(now),
  };
}

/** Whether a reply with these texts and this total attachment size may be sent (spec §5). */
export function canSendReply(assunto: string, corpo: string, totalBytes: number, maxBytes: number): boolean {
  return assunto.trim() !== '' && corpo.trim() !== '' && totalBytes <= maxBytes;
}
